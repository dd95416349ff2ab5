import '../../../i18n/english/account.ts';
import { useSelector } from '@xstate/react';
import { relativeTime } from '../../../domain/relativeTime.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { DeviceSession } from '../../../machines/account/sessions.machine.ts';
import { Button } from '../../primitives/Button.tsx';
import type { SessionsActor } from './useSessions.ts';

/**
 * The account's devices (spec doc 1 §2, §8): each with its name and when it was last used, this
 * device marked; any other can be ended here (this one logs out instead), or all others at once.
 */
export function DevicesList({
  sessions,
  deviceName,
}: {
  sessions: SessionsActor;
  /** This device's name as the account has it: the list may predate a rename. */
  deviceName: string;
}) {
  const { t } = useTranslation();
  const list = useSelector(sessions, (snapshot) => snapshot.context.sessions);
  const loading = useSelector(sessions, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(sessions, (snapshot) => snapshot.matches('failed'));
  // A failed deletion is said by its button (DeleteAccount).
  const problem = useSelector(sessions, ({ context }) =>
    context.problem === 'delete' ? null : context.problem,
  );
  const busy = useSelector(
    sessions,
    (snapshot) => !snapshot.matches({ loaded: 'idle' }) && !snapshot.matches('failed'),
  );
  const ending = useSelector(sessions, (snapshot) =>
    snapshot.matches({ loaded: 'ending' }) ? snapshot.context.ending : null,
  );
  const endingOthers = useSelector(sessions, (snapshot) =>
    snapshot.matches({ loaded: 'endingOthers' }),
  );

  if (loading) {
    return (
      <p role="status" className="settings-note">
        {t('account.sessions.loading')}
      </p>
    );
  }
  if (failed) {
    return (
      <div role="alert" className="settings-note">
        <p>{t('account.sessions.failed')}</p>
        <Button onClick={() => sessions.send({ type: 'sessions.retry' })}>
          {t('account.sessions.retry')}
        </Button>
      </div>
    );
  }
  const nameOf = (session: DeviceSession) =>
    session.current ? deviceName : (session.name ?? t('account.sessions.unknownDevice'));
  const hasOthers = list.some((session) => !session.current);
  return (
    <>
      <p role="alert" className="settings-error" hidden={problem === null}>
        {problem && t(`account.sessions.problems.${problem}`)}
      </p>
      <ul className="account-devices" aria-label={t('account.sessions.title')}>
        {list.map((session) => (
          <li key={session.id} className="account-device">
            <div>
              <span className="account-device-name">{nameOf(session)}</span>
              {session.current && (
                <span className="account-device-current">{t('account.sessions.thisDevice')}</span>
              )}
              <span className="account-device-used">
                <LastUsed at={session.accessedAt} />
              </span>
            </div>
            {!session.current && (
              <Button
                aria-label={t('account.sessions.endNamed', { name: nameOf(session) })}
                disabled={busy}
                onClick={() => sessions.send({ type: 'session.end', id: session.id })}
              >
                {ending === session.id ? t('account.sessions.ending') : t('account.sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {hasOthers && (
        <Button disabled={busy} onClick={() => sessions.send({ type: 'sessions.endOthers' })}>
          {endingOthers ? t('account.sessions.ending') : t('account.sessions.endOthers')}
        </Button>
      )}
    </>
  );
}

/** "Last used 5 minutes ago", in the interface's language. */
function LastUsed({ at }: { at: string }) {
  const { t, i18n } = useTranslation();
  const ago = relativeTime(new Date(at), new Date());
  if (!ago) return null;
  const time =
    ago.unit === 'now'
      ? t('account.sessions.justNow')
      : new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(
          -ago.count,
          ago.unit,
        );
  return <>{t('account.sessions.lastUsed', { time })}</>;
}
