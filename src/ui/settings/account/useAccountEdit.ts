import { useActorRef, useSelector } from '@xstate/react';
import type { StoredAccount } from '../../../contracts/stored.ts';
import {
  type AccountChanges,
  accountEditMachine,
} from '../../../machines/account/accountEdit.machine.ts';
import { useBackendClient } from '../../account/useBackendClient.ts';
import { useViewActorOptions } from '../../app/useViewActorOptions.ts';
import { useForwardToAccount } from './useForwardToAccount.ts';

/** A form's saving of account settings: its state, and `save` to send the changes. */
export function useAccountEdit(account: StoredAccount) {
  const edit = useActorRef(accountEditMachine, {
    ...useViewActorOptions(),
    input: { backend: useBackendClient(), account },
  });
  useForwardToAccount(edit);
  const state = useSelector(edit, (snapshot) => snapshot.value);
  const problem = useSelector(edit, (snapshot) => snapshot.context.problem);
  return {
    state,
    problem,
    save: (changes: AccountChanges) => edit.send({ type: 'edit.save', changes }),
  };
}
