import type {
  AnyEventObject,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  StateValue,
} from 'xstate';
import { guardLabel, transitionKey } from '../../src/machines/graph.ts';
import { glossary } from './glossary.ts';

/**
 * One step of a test path, the same for a plan (docs/qa/paths/<id>.json) and for a path made from
 * an inspector recording, so a test tool replays either the same way: perform the step by its
 * kind, then expect `state`.
 */
export interface PathStep {
  /** `event`: send it; `delay`: let the delay pass; `done` / `error`: make the invoked actor end so. */
  kind: 'event' | 'delay' | 'done' | 'error';
  /** The event the machine receives, with an example payload. */
  event: AnyEventObject;
  /** What a tester does. */
  do: string;
  /** What must hold for the step to go this way; `not x`: x must not hold. */
  guards: string[];
  /** The delay that must pass; `ms` null when the machine computes it from its context. */
  delay?: { name: string; ms: number | null };
  /** The invoked actor that must finish (`done`) or fail (`error`). */
  actor?: string;
  /** The transitions taken, named as in docs/statecharts and the coverage report. */
  transitions: string[];
  /** The machine's state value afterwards. */
  state: StateValue;
}

const DELAY = /^xstate\.after\.([^.]+)\./;
const OUTCOME = /^xstate\.(done|error)\.actor\.(.+)$/;

export function stepKind(type: string): PathStep['kind'] {
  if (DELAY.test(type)) return 'delay';
  return (OUTCOME.exec(type)?.[1] as 'done' | 'error' | undefined) ?? 'event';
}

/** A named delay's length in ms, null when computed (a number as the name is its own length). */
export function delayLength(machine: AnyStateMachine, name: string): number | null {
  const named = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof named === 'number') return named;
  return named === undefined && /^\d+$/.test(name) ? Number(name) : null;
}

/** The delay a delayed event's type names, with its length. */
function delayOf(machine: AnyStateMachine, type: string): PathStep['delay'] {
  const name = DELAY.exec(type)?.[1];
  return name === undefined ? undefined : { name, ms: delayLength(machine, name) };
}

/** 300 ms, 5 s, 1.5 s, 2 min, 12 h, 30 days. */
export function duration(ms: number): string {
  if (ms < 1_000) return `${ms} ms`;
  if (ms % 86_400_000 === 0) return ms === 86_400_000 ? '1 day' : `${ms / 86_400_000} days`;
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${Number((ms / 1_000).toFixed(2))} s`;
}

/** How an error example reads: `HTTP 401`, `AbortError`, or nothing worth saying. */
function errorDetail(error: unknown): string {
  const { status, name } = (error ?? {}) as { status?: unknown; name?: unknown };
  if (typeof status === 'number') return ` (HTTP ${status})`;
  if (typeof name === 'string' && name !== 'Error') return ` (${name})`;
  return '';
}

/** The plain-language step: the glossary's words for an event, generated ones for the built-ins. */
function instruction(machine: AnyStateMachine, event: AnyEventObject): string {
  const kind = stepKind(event.type);
  if (kind === 'delay') {
    const delay = delayOf(machine, event.type) as NonNullable<PathStep['delay']>;
    return delay.ms === null
      ? `Wait for the \`${delay.name}\` delay (computed from the context)`
      : `Wait ${duration(delay.ms)} (${delay.name})`;
  }
  const actor = OUTCOME.exec(event.type)?.[2];
  if (kind === 'done') return `Let \`${actor}\` finish successfully`;
  if (kind === 'error') return `Make \`${actor}\` fail${errorDetail(event.error)}`;
  const words = glossary[machine.id]?.[event.type];
  return words ?? `Send \`${event.type}\``;
}

function isBelow(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let n = node.parent; n; n = n.parent) if (n === ancestor) return true;
  return false;
}

/**
 * The transitions XState looked at before `taken` for the same event, and so whose guards failed:
 * those of the active states below its source (they come first), then its earlier siblings.
 */
function passedOver(
  taken: AnyTransitionDefinition,
  active: AnyStateNode[],
): AnyTransitionDefinition[] {
  const candidates = (node: AnyStateNode) =>
    taken.eventType === '' ? (node.always ?? []) : (node.transitions.get(taken.eventType) ?? []);
  const own = candidates(taken.source);
  // Eventless transitions run in later microsteps, each state's on its own.
  const deeper = taken.eventType === '' ? [] : active.filter((node) => isBelow(node, taken.source));
  return [...deeper.flatMap(candidates), ...own.slice(0, own.indexOf(taken))];
}

/** `not x`; `!x` becomes `x`, and a combination is bracketed: `not (a && b)`. */
function negated(label: string): string {
  if (/^![^\s]+$/.test(label)) return label.slice(1);
  return label.includes(' ') ? `not (${label})` : `not ${label}`;
}

/** The guards a step's transitions needed: each taken one's own, and `not` those passed over. */
function guardsOf(taken: AnyTransitionDefinition[], active: AnyStateNode[]): string[] {
  const guards = taken.flatMap((t) => [
    ...passedOver(t, active)
      .filter((other) => !taken.includes(other))
      .map((other) => guardLabel(other.guard))
      .filter((label) => label !== undefined)
      .map(negated),
    ...(t.guard === undefined ? [] : [guardLabel(t.guard) as string]),
  ]);
  return [...new Set(guards)];
}

export function makeStep(
  machine: AnyStateMachine,
  event: AnyEventObject,
  taken: AnyTransitionDefinition[],
  activeBefore: AnyStateNode[],
  state: StateValue,
): PathStep {
  const kind = stepKind(event.type);
  return {
    kind,
    event,
    do: instruction(machine, event),
    guards: guardsOf(taken, activeBefore),
    ...(kind === 'delay' ? { delay: delayOf(machine, event.type) } : {}),
    ...(kind === 'done' || kind === 'error' ? { actor: OUTCOME.exec(event.type)?.[2] } : {}),
    transitions: [...new Set(taken.map(transitionKey))],
    state,
  };
}
