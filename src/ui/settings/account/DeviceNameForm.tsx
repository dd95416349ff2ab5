import '../../../i18n/english/account.ts';
import { type FormEvent, useState } from 'react';
import type { StoredAccount } from '../../../contracts/stored.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../primitives/Button.tsx';
import { TextField } from '../SettingsField.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { useAccountEdit } from './useAccountEdit.ts';

/** This device's name, as the account's devices list shows it on its other devices. */
export function DeviceNameForm({ account }: { account: StoredAccount }) {
  const { t } = useTranslation();
  const { state, problem, save } = useAccountEdit(account);
  const [name, setName] = useState(account.deviceName);
  const saving = state === 'saving';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ deviceName: name });
  };
  return (
    <form className="account-settings-form" onSubmit={submit} aria-busy={saving} noValidate>
      <div className="account-settings-row">
        <TextField
          label={t('account.settings.deviceName')}
          value={name}
          autoComplete="off"
          error={problem && t(`account.settings.problems.${problem}`)}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={saving || name === account.deviceName}>
          {saving ? t('account.settings.saving') : t('account.settings.saveDeviceName')}
        </Button>
      </div>
      <SaveStatus state={state} />
    </form>
  );
}
