import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { extensionMachine } from '../../machines/setup/extension.machine.ts';
import type { ExtensionWatch } from '../../machines/setup/onboarding.machine.ts';
import { extensionActor } from '../setup/extensionActor.ts';

/** Works by the last check's result, which stays while a check runs again (no flicker). */
const works = (snapshot: SnapshotFrom<typeof extensionMachine>) =>
  snapshot.context.check === 'success';

/** The page's extension actor, as onboarding asks it: a check, and whether it works. */
export function useExtensionWatch(): ExtensionWatch {
  return useMemo(() => {
    const actor = extensionActor();
    return {
      check: () => actor.send({ type: 'extension.check' }),
      watch(listener) {
        let last = works(actor.getSnapshot());
        listener(last);
        const subscription = actor.subscribe((snapshot) => {
          const now = works(snapshot);
          if (now !== last) listener(now);
          last = now;
        });
        return () => subscription.unsubscribe();
      },
    };
  }, []);
}
