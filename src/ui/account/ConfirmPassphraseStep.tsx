import '../../i18n/english/account.ts';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { REGISTER_ERRORS } from '../../machines/account/register.machine.ts';
import { AccountForm } from './AccountForm.tsx';
import { FieldError, useFieldError } from './FieldError.tsx';
import { PassphraseInput } from './PassphraseInput.tsx';
import { type RegisterActor, StepActions } from './StepActions.tsx';

/** Step 4: the passphrase typed again; then the human check, if any, and the account is made. */
export function ConfirmPassphraseStep({ register }: { register: RegisterActor }) {
  const { t } = useTranslation();
  const error = useSelector(register, (snapshot) => snapshot.context.error);
  const checking = useSelector(register, (snapshot) => snapshot.matches('humanCheck'));
  const submitting = useSelector(register, (snapshot) => !snapshot.matches('passphraseConfirm'));
  const [passphrase, setPassphrase] = useState('');
  // A mismatch is about the field; the server's or the human check's refusal about the form.
  const mismatch = error === REGISTER_ERRORS.mismatch ? error : null;
  const form = useFieldError(mismatch ? null : error);
  return (
    <AccountForm
      busy={submitting}
      onSubmit={() => register.send({ type: 'register.confirm', passphrase })}
    >
      <p>{t('account.register.confirm.intro')}</p>
      <PassphraseInput
        label={t('account.register.confirm.passphrase')}
        value={passphrase}
        onChange={setPassphrase}
        error={mismatch}
        autoComplete="off"
        disabled={submitting}
      />
      <FieldError {...form} />
      <StepActions
        register={register}
        busy={submitting}
        submitLabel={
          checking
            ? t('account.register.confirm.checking')
            : submitting
              ? t('account.register.confirm.working')
              : t('account.register.confirm.submit')
        }
      />
    </AccountForm>
  );
}
