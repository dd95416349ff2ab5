import '../../i18n/english/account.ts';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useSystemSelector } from '../app/AppActor.ts';
import { Button } from '../primitives/Button.tsx';
import { AccountForm } from './AccountForm.tsx';
import { FieldError, useFieldError } from './FieldError.tsx';
import { type RegisterActor, StepActions } from './StepActions.tsx';

/** Step 1: who the server is (its `/meta`), to be trusted before anything is sent to it. */
export function TrustServerStep({ register }: { register: RegisterActor }) {
  const { t } = useTranslation();
  const backendUrl = useSystemSelector('account', (snapshot) => snapshot.context.backendUrl);
  const meta = useSelector(register, (snapshot) => snapshot.context.meta);
  const loading = useSelector(register, (snapshot) => snapshot.matches({ trustServer: 'loading' }));
  const failed = useSelector(register, (snapshot) => snapshot.matches({ trustServer: 'failed' }));
  const error = useFieldError(useSelector(register, (snapshot) => snapshot.context.error));

  if (loading) return <p role="status">{t('account.register.trust.loading')}</p>;
  if (failed || !meta) {
    return (
      <>
        <FieldError {...error} />
        <div className="account-actions">
          <Button variant="primary" onClick={() => register.send({ type: 'register.retry' })}>
            {t('account.register.trust.retry')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <AccountForm onSubmit={() => register.send({ type: 'register.trust' })}>
      <p>{t('account.register.trust.intro')}</p>
      <div className="account-server">
        <strong>{meta.name}</strong>
        {meta.description && <p>{meta.description}</p>}
        <p className="account-hint">{backendUrl}</p>
      </div>
      <StepActions register={register} submitLabel={t('account.register.trust.submit')} />
    </AccountForm>
  );
}
