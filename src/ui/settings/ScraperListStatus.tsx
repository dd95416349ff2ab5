import '../../i18n/english/settings.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Button } from '../primitives/Button.tsx';
import type { ScraperList } from './useScraperList.ts';

/** While the scrapers load, says so; when they failed, says so with a button to try again. */
export function ScraperListStatus({ list }: { list: ScraperList }) {
  const { t } = useTranslation();
  if (list.state === 'loading') {
    return (
      <p role="status" className="settings-note">
        {t('settings.sourceOrder.loading')}
      </p>
    );
  }
  if (list.state === 'failed') {
    return (
      <div role="alert" className="settings-note">
        <p>{t('settings.sourceOrder.failed')}</p>
        <Button onClick={list.retry}>{t('settings.sourceOrder.retry')}</Button>
      </div>
    );
  }
  return null;
}
