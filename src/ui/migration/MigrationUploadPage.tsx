import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { BackupReading } from '../../domain/backupRecords.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { migrateUploadMachine } from '../../machines/migration/migrateUpload.machine.ts';
import { browserStorage } from '../../services/storage/browser.ts';
import { readItem } from '../../services/storage/safeStorage.ts';
import { useSystemSelector } from '../app/AppActor.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { Button } from '../primitives/Button.tsx';
import { BackupCounts } from './BackupCounts.tsx';
import { problemText, skippedText } from './backupText.ts';
import { FileDrop } from './FileDrop.tsx';
import { MigrationPage } from './MigrationPage.tsx';
import { useBackupStores } from './useBackupStores.ts';

type Upload = ActorRefFrom<typeof migrateUploadMachine>;

/** A step's heading takes the focus when the step shows: the chosen file's input is gone then. */
const focusOnShow = (heading: HTMLHeadingElement | null) => heading?.focus();

const countsOf = (reading: BackupReading) => ({
  bookmarks: Object.keys(reading.bookmarks).length,
  progress: Object.keys(reading.progress).length,
});

/** The migration-in-progress screen (spec doc 3 §2), while a file is read or imported. */
function InProgress({ importing }: { importing: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="migration-panel migration-progress" role="status">
      <span className="spinner" aria-hidden="true" />
      <p className="migration-progress-title">
        {t(importing ? 'migration.upload.importing' : 'migration.upload.reading')}
      </p>
      {importing && <p className="migration-hint">{t('migration.upload.keepOpen')}</p>}
    </div>
  );
}

function Preview({ upload, reading }: { upload: Upload; reading: BackupReading }) {
  const { t, i18n } = useTranslation();
  const loggedIn = useSystemSelector('account', (snapshot) => !snapshot.matches('anonymous'));
  const counts = countsOf(reading);
  const skipped = skippedText(t, i18n.language, reading.skipped);
  const date = reading.exportedAt;
  return (
    <div className="migration-panel">
      <h2 ref={focusOnShow} tabIndex={-1}>
        {t('migration.upload.preview')}
      </h2>
      <p className="migration-hint">
        {date === null
          ? t('migration.upload.exportedAtUnknown')
          : t('migration.upload.exportedAt', {
              date: new Intl.DateTimeFormat(i18n.language, {
                dateStyle: 'long',
                timeStyle: 'short',
              }).format(date),
            })}
      </p>
      {reading.source === 'community' && (
        <p className="migration-hint">{t('migration.upload.community')}</p>
      )}
      <BackupCounts {...counts} />
      {skipped && <p className="migration-skipped">{skipped}</p>}
      {counts.bookmarks + counts.progress === 0 && (
        <p className="migration-hint">{t('migration.upload.empty')}</p>
      )}
      <div className="migration-actions">
        {counts.bookmarks + counts.progress > 0 && (
          <Button variant="primary" onClick={() => upload.send({ type: 'upload.import' })}>
            {t(loggedIn ? 'migration.upload.intoAccount' : 'migration.upload.onDevice')}
          </Button>
        )}
        <Button onClick={() => upload.send({ type: 'upload.reset' })}>
          {t('migration.upload.another')}
        </Button>
      </div>
    </div>
  );
}

function Done({ upload, reading }: { upload: Upload; reading: BackupReading }) {
  const { t } = useTranslation();
  const loggedIn = useSystemSelector('account', (snapshot) => !snapshot.matches('anonymous'));
  return (
    <div className="migration-panel" role="status">
      <h2 ref={focusOnShow} tabIndex={-1}>
        {t(loggedIn ? 'migration.upload.doneAccount' : 'migration.upload.doneDevice')}
      </h2>
      <BackupCounts {...countsOf(reading)} />
      <div className="migration-actions">
        <Link to="/bookmarks" className="button button-primary">
          {t('migration.upload.seeBookmarks')}
        </Link>
        <Link to="/" className="button button-secondary">
          {t('migration.upload.home')}
        </Link>
        <Button variant="ghost" onClick={() => upload.send({ type: 'upload.reset' })}>
          {t('migration.upload.another')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /migration/upload (spec doc 1 §2, §4, §5, §8): choose or drop a backup, see what it holds and
 * what of it was skipped, then import it into the account (logged in) or save it on this device.
 */
export function MigrationUploadPage() {
  const { t, i18n } = useTranslation();
  const stores = useBackupStores();
  const upload = useActorRef(migrateUploadMachine, {
    ...useViewActorOptions(),
    // The storage the app's stores are kept in (see ui/app/start.tsx).
    input: { stores, storedText: (key) => readItem(browserStorage(), key) },
  });
  const step = useSelector(upload, (snapshot) =>
    snapshot.matches({ processing: 'importing' })
      ? 'importing'
      : snapshot.matches('processing')
        ? 'parsing'
        : (snapshot.value as 'idle' | 'preview' | 'success' | 'error'),
  );
  const reading = useSelector(upload, (snapshot) => snapshot.context.reading);
  const problem = useSelector(upload, (snapshot) => snapshot.context.problem);
  const choose = (file: File) => upload.send({ type: 'upload.chosen', file });

  return (
    <MigrationPage
      title={t('migration.upload.title')}
      explainer={t('migration.upload.explainer')}
      back="start"
    >
      {(step === 'parsing' || step === 'importing') && (
        <InProgress importing={step === 'importing'} />
      )}
      {step === 'preview' && reading && <Preview upload={upload} reading={reading} />}
      {step === 'success' && reading && <Done upload={upload} reading={reading} />}
      {step === 'error' && problem && (
        <div className="migration-panel migration-failed" role="alert">
          <h2 ref={focusOnShow} tabIndex={-1}>
            {t('migration.upload.failed')}
          </h2>
          <p>
            {problemText(t, i18n.language, problem)} {t('migration.upload.nothingLost')}
          </p>
        </div>
      )}
      {(step === 'idle' || step === 'error') && <FileDrop onFile={choose} />}
    </MigrationPage>
  );
}
