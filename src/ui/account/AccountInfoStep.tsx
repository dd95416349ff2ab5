import '../../i18n/english/account.ts';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { AccountForm } from './AccountForm.tsx';
import { FieldError, useFieldError } from './FieldError.tsx';
import { ProfileEditor } from './ProfileEditor.tsx';
import { type RegisterActor, StepActions } from './StepActions.tsx';

/** Step 2: the device's name and the account's look. */
export function AccountInfoStep({ register }: { register: RegisterActor }) {
  const { t } = useTranslation();
  const profile = useSelector(register, (snapshot) => snapshot.context.profile);
  const field = useFieldError(useSelector(register, (snapshot) => snapshot.context.error));
  // Coming back to this step, the name typed before is still there.
  const [deviceName, setDeviceName] = useState(register.getSnapshot().context.deviceName);
  return (
    <AccountForm onSubmit={() => register.send({ type: 'register.infoSubmit', deviceName })}>
      <p>{t('account.register.info.intro')}</p>
      <div className="form-field">
        <label htmlFor={field.id}>{t('account.login.deviceName')}</label>
        <input
          {...field.inputProps}
          value={deviceName}
          autoComplete="off"
          onChange={(event) => setDeviceName(event.target.value)}
        />
        <FieldError {...field} />
        <p className="account-hint">{t('account.login.deviceNameHint')}</p>
      </div>
      <ProfileEditor
        profile={profile}
        onChange={(changed) => register.send({ type: 'register.profileChanged', profile: changed })}
      />
      <StepActions register={register} submitLabel={t('account.register.continue')} />
    </AccountForm>
  );
}
