import '../../i18n/english/settings.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { backendMetaMachine } from '../../machines/settings/backendMeta.machine.ts';
import { useConfig, useSystemActor } from '../app/AppActor.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { Button } from '../primitives/Button.tsx';
import { TextField } from './SettingsField.tsx';

/** A change of backend waiting for the viewer's word: null goes back to the configured one. */
type Pending = { backendUrl: string | null } | null;

/**
 * The backend of this device (spec doc 1 §2, §7): its address, what the server there says of
 * itself, and the switch to it. An account belongs to its backend, so a logged-in viewer is
 * warned, and asked again, before a change logs them out.
 */
export function BackendForm() {
  const { t } = useTranslation();
  const config = useConfig();
  const stores = useAppStores();
  const account = useSystemActor('account');
  const inUse = useSelector(account, (snapshot) => snapshot.context.backendUrl);
  const loggedIn = useSelector(account, (snapshot) => snapshot.matches('loggedIn'));
  const chosen = useSelector(stores.account, (snapshot) => snapshot.context.backendUrl);
  const meta = useActorRef(backendMetaMachine, {
    ...useViewActorOptions(),
    input: { url: inUse },
  });
  const status = useSelector(meta, (snapshot) => snapshot.value);
  const { url, meta: server } = useSelector(meta, (snapshot) => snapshot.context);
  const [entered, setEntered] = useState(inUse);
  const [pending, setPending] = useState<Pending>(null);
  // The question takes the focus, so the keyboard goes on from it and it is read out first.
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (pending) question.current?.focus();
  }, [pending]);

  const enter = (value: string) => {
    setEntered(value);
    setPending(null);
    meta.send({ type: 'backend.entered', url: value });
  };
  const change = (backendUrl: string | null) => {
    account.send({ type: 'account.backendChanged', backendUrl });
    setPending(null);
    if (backendUrl === null) enter(config.BACKEND_URL);
  };
  const request = (backendUrl: string | null) =>
    loggedIn ? setPending({ backendUrl }) : change(backendUrl);
  const canSave = status === 'loaded' && url !== inUse;
  const save = (event: FormEvent) => {
    event.preventDefault();
    // The configured backend entered by hand is the default again, not a choice of its own.
    if (canSave) request(url === config.BACKEND_URL ? null : url);
  };

  return (
    <form className="settings-group" onSubmit={save}>
      <h3>{t('settings.connections.backend.title')}</h3>
      <TextField
        label={t('settings.connections.backend.label')}
        hint={t('settings.connections.backend.hint')}
        error={status === 'invalid' ? t('settings.connections.backend.invalid') : null}
        // Not type="url": a path on this site (the default "/backend") is an address too.
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={entered}
        onChange={(event) => enter(event.currentTarget.value)}
      />
      <div role="status" className="settings-backend-server">
        {(status === 'waiting' || status === 'loading') &&
          t('settings.connections.backend.checking')}
        {status === 'loaded' && server && (
          <>
            <p>
              <strong>{server.name}</strong>{' '}
              <span className="settings-backend-version">
                {t('settings.connections.backend.version', { version: server.version })}
              </span>
            </p>
            {server.description && <p>{server.description}</p>}
            {url === inUse && <p>{t('settings.connections.backend.inUse')}</p>}
          </>
        )}
      </div>
      {status === 'failed' && (
        <div role="alert" className="settings-note">
          <p>{t('settings.connections.backend.failed')}</p>
          <Button onClick={() => meta.send({ type: 'backend.retry' })}>
            {t('settings.connections.backend.retry')}
          </Button>
        </div>
      )}
      {pending ? (
        <div ref={question} role="alert" tabIndex={-1} className="settings-confirm">
          <p>{t('settings.connections.backend.confirm')}</p>
          <div className="settings-actions">
            <Button variant="primary" onClick={() => change(pending.backendUrl)}>
              {t('settings.connections.backend.confirmSave')}
            </Button>
            <Button onClick={() => setPending(null)}>
              {t('settings.connections.backend.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        (canSave || chosen !== null) && (
          <div className="settings-actions">
            {canSave && (
              <Button type="submit" variant="primary">
                {t('settings.connections.backend.save')}
              </Button>
            )}
            {chosen !== null && (
              <Button onClick={() => request(null)}>
                {t('settings.connections.backend.reset')}
              </Button>
            )}
          </div>
        )
      )}
    </form>
  );
}
