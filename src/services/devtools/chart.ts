/**
 * A machine's chart as the inspector draws it: plain data, so it crosses `BroadcastChannel` to the
 * inspector's window. Built from the machine by `ui/dev/inspector/machineChart.ts`; states and
 * transitions are named as `src/machines/graph.ts` names them.
 */

export interface ChartTransition {
  /** Unique in the machine (`online.counting --after tick--> online.pinging`). */
  key: string;
  /** `after tick`, `done ping`, `always`, or the event type. */
  event: string;
  /** XState's: `xstate.after.tick.online.counting`, `` (always)… */
  eventType: string;
  guard?: string;
}

export interface ChartState {
  /** Its path, `online.counting`; the root's is empty. */
  id: string;
  /** The label: the state's own key, or the machine id for the root. */
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Its parent's initial state. */
  initial: boolean;
  /** Transitions that leave it in place (actions only): listed inside its box. */
  internal: ChartTransition[];
  children: ChartState[];
}

export interface ChartEdge extends ChartTransition {
  source: string;
  targets: string[];
}

export interface Chart {
  machineId: string;
  root: ChartState;
  /** Transitions with a target: drawn as arrows. */
  edges: ChartEdge[];
}

/** A state and every state inside it, parents first. */
export const statesOf = (state: ChartState): ChartState[] => [
  state,
  ...state.children.flatMap(statesOf),
];
