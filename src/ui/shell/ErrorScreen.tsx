import { useActor } from '@xstate/react';
import { buildDebugReport, componentStackHead, type Secrets } from '../../domain/debugReport.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { errorReportMachine } from '../../machines/app/errorReport.machine.ts';
import { Button } from '../primitives/Button.tsx';
import { StatusScreen } from '../primitives/StatusScreen.tsx';

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** The error-boundary screen (spec doc 3 §2): the error, Reload page, and Show error with details. */
export function ErrorScreen({
  error,
  componentStack,
  secrets,
}: {
  error: unknown;
  componentStack?: string;
  secrets: Secrets;
}) {
  const { t } = useTranslation();
  const { name, message, stack } = toError(error);
  const report = buildDebugReport(
    {
      error: { name, message, stack },
      componentStack,
      url: window.location.href,
      userAgent: navigator.userAgent,
      timestamp: new Date().toISOString(),
      online: navigator.onLine,
    },
    secrets,
  );
  const [snapshot, send] = useActor(errorReportMachine, { input: { report } });
  return (
    <>
      <StatusScreen
        badge={t('errorScreen.badge')}
        title={t('errorScreen.title')}
        actions={
          <>
            <Button variant="primary" onClick={() => send({ type: 'report.reload' })}>
              {t('errorScreen.reload')}
            </Button>
            <Button onClick={() => send({ type: 'report.showDetails' })}>
              {t('errorScreen.showError')}
            </Button>
          </>
        }
      >
        <p>{t('errorScreen.text')}</p>
        <pre className="error-message">{message}</pre>
      </StatusScreen>
      {snapshot.matches('details') && (
        <div
          className="error-details"
          role="dialog"
          aria-modal="true"
          aria-labelledby="error-details-title"
        >
          <h2 id="error-details-title">{t('errorScreen.details.title')}</h2>
          <pre className="error-message">
            {name}: {message}
          </pre>
          <h3>{t('errorScreen.details.stack')}</h3>
          <pre className="error-stack">{componentStackHead(componentStack).join('\n')}</pre>
          <div className="status-actions">
            <Button
              variant="primary"
              onClick={() => send({ type: 'report.copy' })}
              disabled={!snapshot.matches({ details: 'idle' })}
            >
              {snapshot.matches({ details: 'copied' })
                ? t('errorScreen.details.copied')
                : snapshot.matches({ details: 'copyFailed' })
                  ? t('errorScreen.details.copyFailed')
                  : t('errorScreen.details.copy')}
            </Button>
            <Button onClick={() => send({ type: 'report.closeDetails' })}>
              {t('errorScreen.details.close')}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
