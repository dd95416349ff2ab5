import '../../i18n/english/account.ts';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { registerMachine } from '../../machines/account/register.machine.ts';
import { Button } from '../primitives/Button.tsx';

export type RegisterActor = ActorRefFrom<typeof registerMachine>;

/** A registration step's buttons: back to the previous step (when there is one), and on. */
export function StepActions({
  register,
  submitLabel,
  busy = false,
}: {
  register: RegisterActor;
  submitLabel: string;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const canGoBack = useSelector(register, (snapshot) => snapshot.can({ type: 'register.back' }));
  return (
    <div className="account-actions">
      {canGoBack && (
        <Button onClick={() => register.send({ type: 'register.back' })}>
          {t('account.register.back')}
        </Button>
      )}
      <Button type="submit" variant="primary" disabled={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
