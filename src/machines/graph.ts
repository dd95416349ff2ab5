import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';

/**
 * The static graph of a machine: its state nodes and transitions, named the same way in the docs,
 * the coverage collector and the coverage report, so "walked" and "total" count the same things.
 */

export interface TransitionInfo {
  /** `<state> --<event>--> <state>`, plus ` [guard]` and `#n` where needed to be unique. */
  key: string;
  source: string;
  event: string;
  targets: string[];
  guard?: string;
  /** Leaves and re-enters its own state (or targets another); false for action-only transitions. */
  external: boolean;
}

/** `online.idle`; the root is named by the machine id. */
export function stateName(node: AnyStateNode): string {
  return node.path.length === 0 ? node.machine.id : node.path.join('.');
}

/** Event labels for the built-in events: `after pingTick`, `done ping`, `error ping`, `always`. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} ${done[2]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

type Guard = AnyTransitionDefinition['guard'];

/** `tenthTick`, `isBanner(offline)`, `!typing && emptiesStack`: readable in a chart label. */
export function guardLabel(guard: Guard): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: Guard[] }).guards?.map((g) => guardLabel(g) ?? '?') ?? [];
    if (guard.name === 'not') return `!${inner[0]}`;
    if (guard.name === 'and') return inner.join(' && ');
    if (guard.name === 'or') return inner.join(' || ');
    return guard.name || 'inline guard';
  }
  const params = guard.params as Record<string, unknown> | string | number | undefined;
  if (params === undefined) return guard.type;
  const shown = typeof params === 'object' ? Object.values(params).join(', ') : params;
  return `${guard.type}(${shown})`;
}

function siblings(t: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  if (t.eventType === '') return t.source.always ?? [];
  return t.source.transitions.get(t.eventType) ?? [];
}

function baseKey(t: AnyTransitionDefinition): string {
  const targets = t.target?.length ? t.target.map(stateName).join(', ') : stateName(t.source);
  const guard = guardLabel(t.guard);
  return `${stateName(t.source)} --${eventLabel(t.eventType)}--> ${targets}${guard ? ` [${guard}]` : ''}`;
}

/** The unique, human-readable name of one transition. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const base = baseKey(t);
  const same = siblings(t).filter((other) => baseKey(other) === base);
  return same.length > 1 ? `${base} #${same.indexOf(t) + 1}` : base;
}

export function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return out;
}

function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function transitions(machine: AnyStateMachine): TransitionInfo[] {
  return stateNodes(machine).flatMap((node) =>
    ownTransitions(node).map((t) => ({
      key: transitionKey(t),
      source: stateName(t.source),
      event: eventLabel(t.eventType),
      targets: (t.target ?? []).map(stateName),
      guard: guardLabel(t.guard),
      external: Boolean(t.target?.length),
    })),
  );
}

/** Named delays of the machine with their values in ms (functions are shown as "computed"). */
export function delays(machine: AnyStateMachine): Array<{ name: string; value: string }> {
  const named = machine.implementations.delays as Record<string, unknown>;
  return Object.entries(named).map(([name, value]) => ({
    name,
    value: typeof value === 'number' ? `${value} ms` : 'computed from context',
  }));
}

/** The dotted paths of every active state in a state value, e.g. `['offline', 'offline.waiting']`. */
export function activeStatePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [] : [`${prefix}${key}`, ...activeStatePaths(child, `${prefix}${key}.`)],
  );
}
