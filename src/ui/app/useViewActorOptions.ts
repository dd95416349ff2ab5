import { createContext, useContext } from 'react';
import type { ActorOptions, AnyActorLogic, InspectionEvent } from 'xstate';

export interface ViewActorOptions {
  /** The app's clock: a test's simulated clock drives view actors' timers too. */
  clock?: ActorOptions<AnyActorLogic>['clock'];
  /** The app's inspector: /dev/statecharts shows view actors, and tests count their transitions. */
  inspect: (event: InspectionEvent) => void;
}

export const ViewActorOptionsContext = createContext<ViewActorOptions>({ inspect: () => {} });

/** Options for an actor a view starts, so it runs and is watched like the app's own actors. */
export function useViewActorOptions(): ViewActorOptions {
  return useContext(ViewActorOptionsContext);
}
