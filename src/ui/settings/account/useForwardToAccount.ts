import { useEffect } from 'react';
import type { ActorRef, EventFromLogic, EventObject, Snapshot } from 'xstate';
import type { accountMachine } from '../../../machines/account/account.machine.ts';
import { useSystemActor } from '../../app/AppActor.ts';

/**
 * Passes what a settings actor emits about the account (`account.updated`, `account.ended`) on to
 * the app's account actor, which keeps the account or logs this device out.
 */
export function useForwardToAccount<TEmitted extends EventFromLogic<typeof accountMachine>>(
  actor: Pick<ActorRef<Snapshot<unknown>, EventObject, TEmitted>, 'on'>,
): void {
  const account = useSystemActor('account');
  useEffect(() => {
    const subscription = actor.on('*', (event) => account.send(event));
    return () => subscription.unsubscribe();
  }, [actor, account]);
}
