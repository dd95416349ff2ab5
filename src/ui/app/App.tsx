import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import type { ActorOptions, InspectionEvent } from 'xstate';
import type { AppConfig } from '../../contracts/config.ts';
import { reportSecrets } from '../../domain/debugReport.ts';
import type { appMachine } from '../../machines/app/app.machine.ts';
import type { LiveInspector } from '../../services/devtools/liveInspector.ts';
import type { Stores } from '../../services/storage/index.ts';
import { LiveInspectorContext } from '../dev/LiveInspectorContext.ts';
import { ThemeAndLanguage } from '../shell/ThemeAndLanguage.tsx';
import { AppActor } from './AppActor.ts';
import { BootGate } from './BootGate.tsx';
import { EscapeClosesTopModal } from './EscapeClosesTopModal.tsx';
import { RootErrorBoundary } from './RootErrorBoundary.tsx';
import type { createAppRouter } from './router.ts';
import { ViewActorOptionsContext } from './useViewActorOptions.ts';

/** The app once configured: the root actor, boot's screens, then the routes. */
export function App({
  config,
  stores,
  router,
  liveInspector,
  inspectorPanel,
  actorOptions,
}: {
  config: AppConfig;
  stores: Stores;
  router: ReturnType<typeof createAppRouter>;
  /** Development builds: the live inspector's recorder, which every actor of the app reports to. */
  liveInspector?: LiveInspector;
  /** Development builds: the inspector's panel, on every page. */
  inspectorPanel?: ReactNode;
  /** For tests: an inspector of their own, a simulated clock. */
  actorOptions?: {
    inspect?: (event: InspectionEvent) => void;
    clock?: ActorOptions<typeof appMachine>['clock'];
  };
}) {
  const viewActorOptions = useMemo(() => {
    const inspect = (event: InspectionEvent) => {
      liveInspector?.inspect(event);
      actorOptions?.inspect?.(event);
    };
    // An explicit `clock: undefined` would replace XState's default clock.
    return actorOptions?.clock ? { clock: actorOptions.clock, inspect } : { inspect };
  }, [liveInspector, actorOptions?.inspect, actorOptions?.clock]);
  return (
    <RootErrorBoundary secrets={reportSecrets(config)}>
      <LiveInspectorContext.Provider value={liveInspector ?? null}>
        <AppActor.Provider options={{ ...viewActorOptions, input: { config, stores } }}>
          <EscapeClosesTopModal />
          <ThemeAndLanguage />
          <ViewActorOptionsContext.Provider value={viewActorOptions}>
            <BootGate>
              <RouterProvider router={router} />
            </BootGate>
          </ViewActorOptionsContext.Provider>
          {inspectorPanel}
        </AppActor.Provider>
      </LiveInspectorContext.Provider>
    </RootErrorBoundary>
  );
}
