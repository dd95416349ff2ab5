import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { bootMachine } from '../../machines/app/boot.machine.ts';
import { Button } from '../primitives/Button.tsx';
import { StatusScreen } from '../primitives/StatusScreen.tsx';
import { AppActor } from './AppActor.ts';

function ProfileLoadFailed({ boot }: { boot: ActorRefFrom<typeof bootMachine> }) {
  const { t } = useTranslation();
  const canResetBackend = useSelector(boot, (snapshot) =>
    snapshot.can({ type: 'boot.resetBackend' }),
  );
  return (
    <StatusScreen
      title={t('boot.profileFailed.title')}
      actions={
        <>
          <Button variant="primary" onClick={() => boot.send({ type: 'boot.logout' })}>
            {t('boot.profileFailed.logout')}
          </Button>
          <Button onClick={() => boot.send({ type: 'boot.reload' })}>
            {t('boot.profileFailed.reload')}
          </Button>
          {canResetBackend && (
            <Button onClick={() => boot.send({ type: 'boot.resetBackend' })}>
              {t('boot.profileFailed.resetBackend')}
            </Button>
          )}
        </>
      }
    >
      <p>{t('boot.profileFailed.text')}</p>
    </StatusScreen>
  );
}

function Booting({ boot }: { boot: ActorRefFrom<typeof bootMachine> }) {
  const { t } = useTranslation();
  const failed = useSelector(boot, (snapshot) => snapshot.matches('userLoadFailed'));
  if (failed) return <ProfileLoadFailed boot={boot} />;
  return (
    <div className="loading-screen" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('boot.loading')}</span>
    </div>
  );
}

/** Boot's screens (loading, profile failure) until it is done, then the app (spec doc 1 §2). */
export function BootGate({ children }: { children: ReactNode }) {
  const boot = AppActor.useSelector((snapshot) => snapshot.children.boot);
  if (boot) return <Booting boot={boot as ActorRefFrom<typeof bootMachine>} />;
  return <>{children}</>;
}
