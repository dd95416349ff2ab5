import '../../i18n/english/access.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { streamAccessConfigOf } from '../../contracts/streamAccessConfig.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { debridKeyMachine } from '../../machines/setup/debridKey.machine.ts';
import { useConfig } from '../app/AppActor.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';
import { Button } from '../primitives/Button.tsx';
import { TextField } from '../settings/SettingsField.tsx';
import { useChangeSettings } from '../settings/useChangeSettings.ts';
import './setup.css';

/** What the check's state says (spec doc 1 §8): an error tied to the field, or a status. */
const MESSAGES: Partial<Record<string, { key: string; error: boolean }>> = {
  checking: { key: 'access.debrid.checking', error: false },
  success: { key: 'access.debrid.works', error: false },
  unchecked: { key: 'access.debrid.unchecked', error: false },
  invalidKey: { key: 'access.debrid.invalid', error: true },
  apiDown: { key: 'access.debrid.apiDown', error: true },
  connectionFailed: { key: 'access.debrid.connectionFailed', error: true },
};

/**
 * The debrid API key (setting realDebridKey; spec doc 1 §1, §3, §8) with its check: stored only
 * once it is a premium account's (or when this site cannot check it), removed on request.
 */
export function DebridKeyField() {
  const { t } = useTranslation();
  const { DEBRID_API_URL } = streamAccessConfigOf(useConfig());
  const { preferences } = useAppStores();
  const stored = useSelector(preferences, (snapshot) => snapshot.context.realDebridKey);
  const changeSettings = useChangeSettings();
  const [entered, setEntered] = useState(stored ?? '');
  const check = useActorRef(debridKeyMachine, {
    ...useViewActorOptions(),
    input: { apiUrl: DEBRID_API_URL, key: stored },
  });
  const storedNow = useRef(stored);
  storedNow.current = stored;
  useEffect(() => {
    const subscription = check.on('key.accepted', ({ key }) => {
      if (key !== storedNow.current) changeSettings({ realDebridKey: key });
    });
    return () => subscription.unsubscribe();
  }, [check, changeSettings]);
  const message = useSelector(check, (snapshot) => MESSAGES[snapshot.value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.send({ type: 'key.submitted', key: entered });
  };
  const remove = () => {
    setEntered('');
    check.send({ type: 'key.removed' });
    changeSettings({ realDebridKey: null });
  };

  return (
    <form className="setup-panel" onSubmit={submit}>
      <TextField
        label={t('access.debrid.label')}
        hint={t('access.debrid.hint')}
        error={message?.error ? t(message.key) : null}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={entered}
        onChange={(event) => setEntered(event.currentTarget.value)}
      />
      <div className="settings-actions">
        <Button type="submit">{t('access.debrid.save')}</Button>
        {stored !== null && <Button onClick={remove}>{t('access.debrid.remove')}</Button>}
      </div>
      <p aria-live="polite" className="setup-status">
        {message && !message.error && t(message.key)}
      </p>
    </form>
  );
}
