import '../../i18n/english/account.ts';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { LOGIN_ERRORS, loginMachine } from '../../machines/account/login.machine.ts';
import { useViewActorOptions } from '../app/useViewActorOptions.ts';
import { Button } from '../primitives/Button.tsx';
import { AccountForm } from './AccountForm.tsx';
import { FieldError, useFieldError } from './FieldError.tsx';
import { LoggedOutOnly } from './LoggedOutOnly.tsx';
import { PassphraseInput } from './PassphraseInput.tsx';
import { useBackendClient } from './useBackendClient.ts';
import { useLogInWhenDone } from './useLogInWhenDone.ts';

/** /login (spec doc 1 §2): a passphrase and a device name. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <LoggedOutOnly title={t('account.login.title')}>
      <LoginForm />
    </LoggedOutOnly>
  );
}

function LoginForm() {
  const { t } = useTranslation();
  const login = useActorRef(loginMachine, {
    ...useViewActorOptions(),
    input: { backend: useBackendClient() },
  });
  useLogInWhenDone(login);
  const error = useSelector(login, (snapshot) => snapshot.context.error);
  const working = useSelector(login, (snapshot) => !snapshot.matches('editing'));
  const [passphrase, setPassphrase] = useState('');
  const [deviceName, setDeviceName] = useState('');
  // Each message goes under the field it is about; any other under the form.
  const deviceField = useFieldError(error === LOGIN_ERRORS.deviceName ? error : null);
  const passphraseError = error === LOGIN_ERRORS.passphrase ? error : null;
  const form = useFieldError(deviceField.error || passphraseError ? null : error);

  return (
    <>
      <p>{t('account.login.intro')}</p>
      <AccountForm
        busy={working}
        onSubmit={() => login.send({ type: 'login.submit', passphrase, deviceName })}
      >
        <PassphraseInput
          label={t('account.login.passphrase')}
          value={passphrase}
          onChange={setPassphrase}
          error={passphraseError}
          autoComplete="current-password"
          disabled={working}
        />
        <div className="form-field">
          <label htmlFor={deviceField.id}>{t('account.login.deviceName')}</label>
          <input
            {...deviceField.inputProps}
            value={deviceName}
            autoComplete="off"
            disabled={working}
            onChange={(event) => setDeviceName(event.target.value)}
          />
          <FieldError {...deviceField} />
          <p className="account-hint">{t('account.login.deviceNameHint')}</p>
        </div>
        <FieldError {...form} />
        <div className="account-actions">
          <Button type="submit" variant="primary" disabled={working}>
            {working ? t('account.login.working') : t('account.login.submit')}
          </Button>
        </div>
      </AccountForm>
      <p>
        {t('account.login.noAccount')} <Link to="/register">{t('account.login.register')}</Link>
      </p>
    </>
  );
}
