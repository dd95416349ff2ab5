import { useActorRef, useSelector } from '@xstate/react';
import { Download } from 'lucide-react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { migrateDownloadMachine } from '../../machines/migration/migrateDownload.machine.ts';
import { useSystemSelector } from '../app/AppActor.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { Button } from '../primitives/Button.tsx';
import { BackupCounts } from './BackupCounts.tsx';
import { MigrationPage } from './MigrationPage.tsx';
import { useBackupStores } from './useBackupStores.ts';

/**
 * /migration/download (spec doc 1 §2, §8): the counts of bookmarks and progress items, then the
 * backup file saved; 'Failed to download your data' when it cannot be made.
 */
export function MigrationDownloadPage() {
  const { t } = useTranslation();
  const stores = useBackupStores();
  const loggedIn = useSystemSelector('account', (snapshot) => !snapshot.matches('anonymous'));
  const download = useActorRef(migrateDownloadMachine, {
    ...useViewActorOptions(),
    input: { stores },
  });
  const processing = useSelector(download, (snapshot) => snapshot.matches('processing'));
  const saved = useSelector(download, (snapshot) =>
    snapshot.matches('success') ? snapshot.context.fileName : null,
  );
  const failed = useSelector(download, (snapshot) => snapshot.matches('error'));
  const bookmarks = useSelector(stores.bookmarks, (s) => Object.keys(s.context.bookmarks).length);
  const progress = useSelector(stores.progress, (s) => Object.keys(s.context.items).length);

  return (
    <MigrationPage
      title={t('migration.download.title')}
      explainer={t('migration.download.explainer')}
      back="start"
    >
      <div className="migration-panel">
        <p className="migration-hint">
          {t(loggedIn ? 'migration.download.fromAccount' : 'migration.download.fromDevice')}
        </p>
        <BackupCounts bookmarks={bookmarks} progress={progress} />
        <div className="migration-actions">
          <Button
            variant="primary"
            disabled={processing}
            onClick={() => download.send({ type: 'download.requested' })}
          >
            <Download aria-hidden="true" size={18} />
            {t(
              processing
                ? 'migration.download.processing'
                : failed
                  ? 'migration.download.retry'
                  : saved
                    ? 'migration.download.again'
                    : 'migration.download.action',
            )}
          </Button>
        </div>
        <div role="status" className="migration-outcome">
          {saved && <p>{t('migration.download.saved', { name: saved })}</p>}
        </div>
        <div role="alert" className="migration-outcome migration-outcome-failed">
          {failed && <p>{t('migration.download.failed')}</p>}
        </div>
      </div>
    </MigrationPage>
  );
}
