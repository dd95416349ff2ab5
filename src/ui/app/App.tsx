import { RouterProvider } from '@tanstack/react-router';
import type { ActorOptions } from 'xstate';
import type { AppConfig } from '../../contracts/config.ts';
import type { appMachine } from '../../machines/app/app.machine.ts';
import type { Stores } from '../../services/storage/index.ts';
import { AppActor } from './AppActor.ts';
import { BootGate } from './BootGate.tsx';
import type { createAppRouter } from './router.ts';

/** The app once configured: the root actor, boot's screens, then the routes. */
export function App({
  config,
  stores,
  router,
  actorOptions,
}: {
  config: AppConfig;
  stores: Stores;
  router: ReturnType<typeof createAppRouter>;
  /** For tests and the statechart viewer: an inspector, a simulated clock. */
  actorOptions?: Pick<ActorOptions<typeof appMachine>, 'inspect' | 'clock'>;
}) {
  return (
    <AppActor.Provider options={{ ...actorOptions, input: { config, stores } }}>
      <BootGate>
        <RouterProvider router={router} />
      </BootGate>
    </AppActor.Provider>
  );
}
