import { createActorContext, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { accountMachine } from '../../machines/account/account.machine.ts';
import { appMachine } from '../../machines/app/app.machine.ts';
import type { bannersMachine } from '../../machines/app/banners.machine.ts';
import type { bootMachine } from '../../machines/app/boot.machine.ts';
import type { modalsMachine } from '../../machines/app/modals.machine.ts';
import type { onlineMachine } from '../../machines/app/online.machine.ts';

/** The root actor for views: `AppActor.Provider` starts it, hooks below reach its children. */
export const AppActor = createActorContext(appMachine);

interface SystemActors {
  account: ActorRefFrom<typeof accountMachine>;
  boot: ActorRefFrom<typeof bootMachine>;
  online: ActorRefFrom<typeof onlineMachine>;
  banners: ActorRefFrom<typeof bannersMachine>;
  modals: ActorRefFrom<typeof modalsMachine>;
}

/** An app-wide actor by its systemId (DESIGN.md §3). */
export function useSystemActor<K extends keyof SystemActors>(systemId: K): SystemActors[K] {
  const actor = AppActor.useActorRef().system.get(systemId) as SystemActors[K] | undefined;
  if (!actor) throw new Error(`The app actor has no "${systemId}" actor`);
  return actor;
}

/** Subscribe to part of an app-wide actor's snapshot. */
export function useSystemSelector<K extends Exclude<keyof SystemActors, 'boot'>, T>(
  systemId: K,
  selector: (snapshot: SnapshotFrom<SystemActors[K]>) => T,
): T {
  return useSelector(useSystemActor(systemId), selector as never) as T;
}

export const useConfig = () => AppActor.useSelector((snapshot) => snapshot.context.config);
