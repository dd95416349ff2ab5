import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { StoredAccount } from '../../../contracts/stored.ts';
import { sessionsMachine } from '../../../machines/account/sessions.machine.ts';
import { useBackendClient } from '../../account/useBackendClient.ts';
import { useViewActorOptions } from '../../app/useViewActorOptions.ts';
import { useForwardToAccount } from './useForwardToAccount.ts';

export type SessionsActor = ActorRefFrom<typeof sessionsMachine>;

/** The account's sessions for the settings; when this device's session is gone, it logs out. */
export function useSessions(account: StoredAccount): SessionsActor {
  const sessions = useActorRef(sessionsMachine, {
    ...useViewActorOptions(),
    input: { backend: useBackendClient(), account },
  });
  useForwardToAccount(sessions);
  return sessions;
}
