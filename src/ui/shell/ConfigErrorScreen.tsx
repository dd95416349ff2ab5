import { useTranslation } from '../../i18n/useTranslation.ts';
import { reloadPage } from '../../services/browser/page.ts';
import { Button } from '../primitives/Button.tsx';
import { StatusScreen } from '../primitives/StatusScreen.tsx';

/** Shown instead of a blank page when /config.json is missing or invalid. */
export function ConfigErrorScreen({ reason }: { reason: string }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      badge={t('config.failed.badge')}
      title={t('config.failed.title')}
      actions={
        <Button variant="primary" onClick={reloadPage}>
          {t('config.failed.reload')}
        </Button>
      }
    >
      <p>{t('config.failed.text', { reason })}</p>
    </StatusScreen>
  );
}
