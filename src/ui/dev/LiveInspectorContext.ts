import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LiveInspector, LiveState } from '../../services/devtools/liveInspector.ts';

/** The live inspector the root actor reports to, for /dev/statecharts. */
export const LiveInspectorContext = createContext<LiveInspector | null>(null);

const noActors: LiveState = { actors: [], log: [] };
const noSubscription = () => () => {};

export function useLiveInspector(): { inspector: LiveInspector | null; state: LiveState } {
  const inspector = useContext(LiveInspectorContext);
  const state = useSyncExternalStore(
    inspector?.subscribe ?? noSubscription,
    inspector?.getState ?? (() => noActors),
  );
  return { inspector, state };
}
