import '../../i18n/english/access.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { streamAccessConfigOf } from '../../contracts/streamAccessConfig.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { activeStatePaths } from '../../machines/graph.ts';
import { fileHostTokenMachine } from '../../machines/setup/fileHostToken.machine.ts';
import { useConfig, useSystemActor } from '../app/AppActor.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { Button } from '../primitives/Button.tsx';
import { Modal } from '../primitives/Modal.tsx';
import { TextField } from '../settings/SettingsField.tsx';
import { Switch } from '../settings/Switch.tsx';
import { useChangeSettings } from '../settings/useChangeSettings.ts';
import { RegionSelect } from './RegionSelect.tsx';
import './setup.css';

/** The file host's site, where the token comes from. */
const FILE_HOST_SITE = 'https://www.febbox.com';
const EXAMPLE_MODAL = 'file-host-token-example';
/** Made up, in the shape of a real one: a JWT. */
const EXAMPLE_TOKEN =
  'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJpYXQiOjE3MzU2ODk2MDAsIm5iZiI6MTczNTY4OTYwMCwiZXhwIjoxODkzNDU2MDAwLCJkYXRhIjp7InVpZCI6MTA0ODU3LCJ0b2tlbiI6IjhjMWYwZTJiOWQ0YTdmMzZlNWIyYzlhMWQwZjRlN2IzIn19.YW4gZXhhbXBsZSBzaWduYXR1cmUsIG5vdCBhIHJlYWwgb25l';

/** What the check's state says (spec doc 1 §8): an error tied to the field, or a status. */
const MESSAGES: Record<string, { key: string; error: boolean }> = {
  checking: { key: 'access.fileHost.checking', error: false },
  success: { key: 'access.fileHost.works', error: false },
  unchecked: { key: 'access.fileHost.unchecked', error: false },
  'invalidToken.malformed': { key: 'access.fileHost.invalid', error: true },
  'invalidToken.refused': { key: 'access.fileHost.invalid', error: true },
  'invalidToken.noVipStream': { key: 'access.fileHost.noVipStream', error: true },
  'apiDown.unavailable': { key: 'access.fileHost.unavailable', error: true },
  'apiDown.unreachable': { key: 'access.fileHost.unreachable', error: true },
};

/**
 * The file-host token (setting febboxKey; spec doc 1 §2, §4, §5, §8): a toggle, the steps to get
 * the token, an example, the region of the servers, and the token field with its check. A token is
 * stored only once it works (or when this site cannot check it); switching off removes it.
 */
export function FileHostTokenPanel() {
  const { t } = useTranslation();
  const { FILE_HOST_API_URL } = streamAccessConfigOf(useConfig());
  const { preferences } = useAppStores();
  const stored = useSelector(preferences, (snapshot) => snapshot.context.febboxKey);
  const changeSettings = useChangeSettings();
  const modals = useSystemActor('modals');
  const stepsId = useId();
  const [open, setOpen] = useState(stored !== null);
  const [entered, setEntered] = useState(stored ?? '');
  const check = useActorRef(fileHostTokenMachine, {
    ...useViewActorOptions(),
    input: { apiUrl: FILE_HOST_API_URL, token: stored },
  });
  const storedNow = useRef(stored);
  storedNow.current = stored;
  useEffect(() => {
    const subscription = check.on('token.accepted', ({ token }) => {
      if (token !== storedNow.current) changeSettings({ febboxKey: token });
    });
    return () => subscription.unsubscribe();
  }, [check, changeSettings]);
  const message = useSelector(check, (snapshot) =>
    activeStatePaths(snapshot.value)
      .map((path) => MESSAGES[path])
      .find(Boolean),
  );

  const toggle = (on: boolean) => {
    setOpen(on);
    if (on) return;
    setEntered('');
    check.send({ type: 'token.removed' });
    if (stored !== null) changeSettings({ febboxKey: null });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.send({ type: 'token.submitted', token: entered });
  };

  return (
    <div className="setup-panel">
      <Switch
        label={t('access.fileHost.toggle')}
        description={t('access.fileHost.description')}
        checked={open}
        onChange={toggle}
      />
      {open && (
        <div className="setup-panel-body">
          <p id={stepsId} className="setup-steps-title">
            {t('access.fileHost.stepsTitle')}
          </p>
          <ol className="setup-steps" aria-labelledby={stepsId}>
            <li>
              {t('access.fileHost.step1')}{' '}
              <a href={FILE_HOST_SITE} target="_blank" rel="noreferrer">
                febbox.com
              </a>
            </li>
            <li>{t('access.fileHost.step2')}</li>
            <li>{t('access.fileHost.step3')}</li>
            <li>
              {t('access.fileHost.step4')}{' '}
              <Button
                variant="ghost"
                className="setup-link-button"
                onClick={() => modals.send({ type: 'modal.open', id: EXAMPLE_MODAL })}
              >
                {t('access.fileHost.example')}
              </Button>
            </li>
            <li>{t('access.fileHost.step5')}</li>
          </ol>
          <form className="settings-inline-form" onSubmit={submit}>
            <TextField
              label={t('access.fileHost.label')}
              error={message?.error ? t(message.key) : null}
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder="eyJ0eXAi…"
              value={entered}
              onChange={(event) => setEntered(event.currentTarget.value)}
            />
            <Button type="submit">{t('access.fileHost.save')}</Button>
          </form>
          <p aria-live="polite" className="setup-status">
            {message && !message.error && t(message.key)}
          </p>
          <RegionSelect />
        </div>
      )}
      <Modal id={EXAMPLE_MODAL} title={t('access.fileHost.exampleTitle')}>
        <p>{t('access.fileHost.exampleText')}</p>
        <code className="setup-example-token">{EXAMPLE_TOKEN}</code>
        <p className="setup-warning">{t('access.fileHost.exampleWarning')}</p>
      </Modal>
    </div>
  );
}
