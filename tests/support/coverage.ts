import type { AnyActor, AnyEventObject, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { INPUTS_KEPT, type Walked } from '../../scripts/statecharts/coverage.ts';
import {
  jsonSafe,
  preferredExample,
  preferredExamples,
} from '../../scripts/statecharts/jsonSafe.ts';
import { transitionKey } from '../../src/machines/graph.ts';

/**
 * Every transition any actor of this test file takes, by machine id (see scripts/statecharts), with
 * the tests that took it and the shortest event that did; and for each state a machine starts in,
 * the shortest inputs that started it there. docs/qa's plans name those tests, show those payloads
 * and start from those inputs.
 */
interface Walk {
  tests: Set<string>;
  example: string;
}
const walks = new Map<string, Map<string, Walk>>();
const starts = new Map<string, Map<string, string[]>>();
/** One event is taken by several transitions (microsteps): copied once. */
const copies = new WeakMap<object, string>();

function copyOf(event: AnyEventObject): string {
  let text = copies.get(event);
  if (text === undefined) {
    text = JSON.stringify(jsonSafe(event));
    copies.set(event, text);
  }
  return text;
}

/** `tests/…/file.test.ts > describe > test` while a test runs (tests/setup/app.ts says which). */
let currentTest: string | undefined;

export function walkingTest(fullName: string | undefined): void {
  currentTest = fullName;
}

/** An input keeps what its stores held: machines read them when they start. */
function recordStart(machineId: string, state: unknown, input: unknown): void {
  const byState = starts.get(machineId) ?? new Map<string, string[]>();
  starts.set(machineId, byState);
  const key = JSON.stringify(state);
  // Copied each time: the same input's stores may hold something else by the next start.
  const text = JSON.stringify(jsonSafe(input, { snapshots: true }) ?? null);
  byState.set(key, preferredExamples(byState.get(key) ?? [], text, INPUTS_KEPT));
}

function recordTransition(machineId: string, key: string, event: AnyEventObject, test?: string) {
  const byKey = walks.get(machineId) ?? new Map<string, Walk>();
  walks.set(machineId, byKey);
  const walk = byKey.get(key);
  const example = copyOf(event);
  if (walk === undefined) {
    byKey.set(key, { tests: new Set(test === undefined ? [] : [test]), example });
    return;
  }
  walk.example = preferredExample(walk.example, example);
  if (test !== undefined) walk.tests.add(test);
}

/** A transition's key, worked out once per transition of a machine. */
const keys = new WeakMap<AnyTransitionDefinition, string>();
function keyOf(t: AnyTransitionDefinition): string {
  let key = keys.get(t);
  if (key === undefined) {
    key = transitionKey(t);
    keys.set(t, key);
  }
  return key;
}

export function recordTransitions(event: InspectionEvent): void {
  if (event.type === '@xstate.snapshot' && event.event.type === 'xstate.init') {
    const { logic } = event.actorRef as AnyActor;
    const { value } = event.snapshot as { value?: unknown };
    if ('id' in logic && value !== undefined)
      recordStart(logic.id as string, value, event.event.input);
  }
  if (event.type !== '@xstate.microstep') return;
  for (const t of event._transitions) {
    recordTransition(t.source.machine.id, keyOf(t), event.event, currentTest);
  }
}

export function walkedSoFar(): Walked {
  const transitions = [...walks].map(([machineId, byKey]) => [
    machineId,
    Object.fromEntries(
      [...byKey].map(([key, { tests, example }]) => [key, { tests: [...tests], example }]),
    ),
  ]);
  const inputs = [...starts].map(([machineId, byState]) => [
    machineId,
    Object.fromEntries(byState),
  ]);
  return { transitions: Object.fromEntries(transitions), starts: Object.fromEntries(inputs) };
}
