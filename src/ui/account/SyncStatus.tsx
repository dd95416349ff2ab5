import '../../i18n/english/account.ts';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { Rejection, syncMachine } from '../../machines/account/sync.machine.ts';
import { useSystemActor } from '../app/AppActor.ts';
import { Button } from '../primitives/Button.tsx';
import { RadixDialog } from '../primitives/RadixDialog.tsx';
import './account.css';

type SyncActor = ActorRefFrom<typeof syncMachine>;

/**
 * What a logged-in viewer must know of the sync: a failure that lasts (the sync keeps trying, and
 * nothing is lost), a change the account refused for good (a quota, most likely), and a logout that
 * would lose changes the account has not got yet.
 */
export default function SyncStatus() {
  const account = useSystemActor('account');
  const sync = useSelector(account, (snapshot) => snapshot.children.sync as SyncActor | undefined);
  return (
    <>
      {sync && <SyncTrouble sync={sync} />}
      {sync && <SyncRejected sync={sync} />}
      <UnsentChanges />
    </>
  );
}

function SyncTrouble({ sync }: { sync: SyncActor }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  const trouble = useSelector(sync, (snapshot) =>
    snapshot.matches({ running: { health: 'troubled' } }) ? snapshot.context.lastFailure : null,
  );
  if (!trouble || hidden) return null;
  return (
    <SyncBanner role="status" onClose={() => setHidden(true)}>
      {t(`account.sync.${trouble}`)}
    </SyncBanner>
  );
}

/** The last refusal, with the backend's reason, until closed; a later one shows again. */
function SyncRejected({ sync }: { sync: SyncActor }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState<Rejection | null>(null);
  const rejection = useSelector(sync, (snapshot) => snapshot.context.lastRejection);
  if (!rejection || rejection === hidden) return null;
  return (
    <SyncBanner role="alert" onClose={() => setHidden(rejection)}>
      {rejection.reason
        ? t('account.sync.rejected', { reason: rejection.reason })
        : t('account.sync.rejectedNoReason')}
    </SyncBanner>
  );
}

/** A notice of the sync, until the viewer closes it. */
function SyncBanner({
  role,
  onClose,
  children,
}: {
  role: 'status' | 'alert';
  onClose: () => void;
  children: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="banner banner-sync" role={role}>
      <span className="banner-text">{children}</span>
      <button
        type="button"
        className="banner-close"
        aria-label={t('account.sync.hide')}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}

function UnsentChanges() {
  const { t } = useTranslation();
  const account = useSystemActor('account');
  const unsent = useSelector(account, (snapshot) =>
    snapshot.matches({ loggingOut: 'unsent' }) ? snapshot.context.unsent : 0,
  );
  const send = (type: 'account.logout.retry' | 'account.logout.force' | 'account.logout.cancel') =>
    account.send({ type });
  return (
    <RadixDialog
      open={unsent > 0}
      title={t('account.logout.title')}
      onClose={() => send('account.logout.cancel')}
    >
      <p>{t('account.logout.unsent', { count: unsent })}</p>
      <div className="account-actions">
        <Button variant="primary" onClick={() => send('account.logout.retry')}>
          {t('account.logout.retry')}
        </Button>
        <Button onClick={() => send('account.logout.force')}>{t('account.logout.force')}</Button>
        <Button variant="ghost" onClick={() => send('account.logout.cancel')}>
          {t('account.logout.cancel')}
        </Button>
      </div>
    </RadixDialog>
  );
}
