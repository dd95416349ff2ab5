import '../../i18n/english/account.ts';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { copyText } from '../../services/browser/page.ts';
import { Button } from '../primitives/Button.tsx';
import { AccountForm } from './AccountForm.tsx';
import { PassphraseInput } from './PassphraseInput.tsx';
import { type RegisterActor, StepActions } from './StepActions.tsx';

/** Step 3: the generated passphrase, to be copied and kept; or one of the user's own. */
export function PassphraseStep({ register }: { register: RegisterActor }) {
  const { t } = useTranslation();
  const generated = useSelector(register, (snapshot) => snapshot.context.generated);
  const error = useSelector(register, (snapshot) => snapshot.context.error);
  // Coming back to this step, the passphrase chosen before is still the one offered.
  const chosen = register.getSnapshot().context.passphrase;
  const [custom, setCustom] = useState(chosen !== '' && chosen !== generated);
  const [own, setOwn] = useState(custom ? chosen : '');
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = () =>
    copyText(generated).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  return (
    <AccountForm
      onSubmit={() =>
        register.send({ type: 'register.passphraseChosen', passphrase: custom ? own : generated })
      }
    >
      <p>{t('account.register.passphrase.intro')}</p>
      {custom ? (
        <>
          <PassphraseInput
            label={t('account.register.passphrase.custom')}
            value={own}
            onChange={setOwn}
            error={error}
            autoComplete="new-password"
          />
          <p className="account-hint">{t('account.register.passphrase.customHint')}</p>
        </>
      ) : (
        <>
          <p className="account-passphrase">{generated}</p>
          <div>
            <Button onClick={copy}>{t('account.register.passphrase.copy')}</Button>{' '}
            <span role="status">
              {copied === 'copied' && t('account.register.passphrase.copied')}
              {copied === 'failed' && t('account.register.passphrase.copyFailed')}
            </span>
          </div>
        </>
      )}
      <div>
        <Button variant="ghost" onClick={() => setCustom(!custom)}>
          {custom
            ? t('account.register.passphrase.useGenerated')
            : t('account.register.passphrase.useCustom')}
        </Button>
      </div>
      <StepActions register={register} submitLabel={t('account.register.continue')} />
    </AccountForm>
  );
}
