import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { reloadPage } from '../../services/browser/page.ts';
import { Button } from '../primitives/Button.tsx';
import { StatusScreen } from '../primitives/StatusScreen.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusScreen
      badge={t('notFound.badge')}
      title={t('notFound.title')}
      actions={
        <>
          <Button variant="primary" onClick={() => navigate({ to: '/' })}>
            {t('notFound.goHome')}
          </Button>
          <Button onClick={reloadPage}>{t('notFound.reload')}</Button>
        </>
      }
    >
      <p>{t('notFound.text')}</p>
    </StatusScreen>
  );
}
