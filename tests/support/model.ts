import {
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventFromLogic,
  type InputFrom,
  SimulatedClock,
  waitFor,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import { activeStatePaths, eventLabel } from '../../src/machines/graph.ts';
import { recordTransitions } from './coverage.ts';

/**
 * Model-based testing of one machine (DESIGN.md §4). The machine is its own model: xstate/graph
 * explores every reachable state and every event accepted there; each transition found becomes a
 * test path (the shortest path to its source state, then that event), and every path is replayed on
 * a real actor — with its real services against MSW, on a simulated clock — checking after each
 * step that the actor is where the model says, plus whatever the test asserts about that state.
 */

/** How an invoked actor can end, as the model sees it, and how the test makes it end so for real. */
export interface Outcome<TSystem> {
  done?: unknown;
  error?: unknown;
  /**
   * Makes it happen: usually by answering a request; for an invoked machine, by sending the actor
   * what its child needs to finish.
   */
  cause: (system: TSystem, actor: Actor<AnyStateMachine>) => void | Promise<void>;
}

export interface ModelSpec<TMachine extends AnyStateMachine, TSystem> {
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /** The events users and the surroundings send, as the model sees them, for a snapshot. */
  events?: (
    snapshot: ReturnType<TMachine['getInitialSnapshot']>,
  ) => NoInfer<EventFromLogic<TMachine>>[];
  /** Outcomes of invoked actors, by invoke id. */
  outcomes?: Record<string, Outcome<TSystem>[]>;
  /**
   * Which of the events found for a snapshot (given, delayed and outcomes) the model follows. For
   * machines whose parallel regions would multiply into more states than a walk can replay: the
   * model can take one region's step at a time, or stop exploring a state once every transition
   * out of it has been reached elsewhere. Every transition must still be reached (the coverage
   * gate checks).
   */
  allow?: (snapshot: ReturnType<TMachine['getInitialSnapshot']>, event: AnyEventObject) => boolean;
  /** Per path: the system under test — network holds, stores — and the machine to run on it. */
  system: () => { system: TSystem; machine?: TMachine; input?: InputFrom<TMachine> };
  /**
   * How to perform an event on the system; by default it is sent to the actor. A view test would
   * click a button here.
   */
  perform?: Partial<
    Record<
      string,
      (system: TSystem, actor: Actor<TMachine>, event: AnyEventObject) => void | Promise<void>
    >
  >;
  /** What a user or client notices in a state: keyed by a state value path like `offline.waiting`. */
  assert?: Record<string, (system: TSystem, actor: Actor<TMachine>) => void | Promise<void>>;
  /**
   * Delayed events are sent to the actor rather than reached by moving the clock. For machines with
   * timers running in parallel regions: the model takes one delayed event at a time, while moving
   * the clock by the longest delay would fire the shorter ones too.
   */
  sendDelayedEvents?: boolean;
  /** What must hold after every step, whatever the state (e.g. stored data matches the context). */
  invariant?: (system: TSystem, actor: Actor<TMachine>) => void | Promise<void>;
}

export interface TransitionTest {
  /** The transition the path ends with, as in docs/statecharts and the coverage report. */
  name: string;
  run: () => Promise<void>;
}

/** Context without actor references and stores (anything with `subscribe`), for comparisons. */
export function serializeSnapshot(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context }, (_key, value) =>
    value && typeof value === 'object' && typeof value.subscribe === 'function' ? undefined : value,
  );
}

function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
}

function delayedEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  return activeNodes(snapshot).flatMap((node) => node.after.map((t) => ({ type: t.eventType })));
}

function outcomeEvents<TSystem>(
  snapshot: AnyMachineSnapshot,
  outcomes: Record<string, Outcome<TSystem>[]>,
): AnyEventObject[] {
  return activeNodes(snapshot).flatMap((node) =>
    node.invoke.flatMap((invoke) =>
      (outcomes[invoke.id] ?? []).map((outcome) =>
        'error' in outcome
          ? { type: `xstate.error.actor.${invoke.id}`, error: outcome.error, actorId: invoke.id }
          : { type: `xstate.done.actor.${invoke.id}`, output: outcome.done, actorId: invoke.id },
      ),
    ),
  );
}

function findOutcome<TSystem>(
  event: AnyEventObject,
  outcomes: Record<string, Outcome<TSystem>[]>,
): Outcome<TSystem> | undefined {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (!match) return undefined;
  const [, kind, id] = match;
  return (outcomes[id as string] ?? []).find((outcome) =>
    kind === 'error'
      ? JSON.stringify(outcome.error) === JSON.stringify(event.error)
      : 'done' in outcome && JSON.stringify(outcome.done) === JSON.stringify(event.output),
  );
}

/** A delay's length now: a named one may depend on the context (a back-off, say). */
function delayOf(actor: Actor<AnyStateMachine>, eventType: string): number {
  const name = /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1] as string;
  const named = (actor.logic.implementations.delays as Record<string, unknown>)[name];
  const value =
    typeof named === 'function'
      ? named({ context: actor.getSnapshot().context, event: { type: eventType } }, undefined)
      : (named ?? Number(name));
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new Error(`Delay "${name}" must be a number to be simulated`);
  }
  return value;
}

export function transitionTests<TMachine extends AnyStateMachine, TSystem>(
  spec: ModelSpec<TMachine, TSystem>,
): TransitionTest[] {
  const outcomes = spec.outcomes ?? {};
  const model = new TestModel(spec.machine, {
    input: spec.input,
    serializeState: (snapshot) => serializeSnapshot(snapshot as AnyMachineSnapshot),
    events: (snapshot) =>
      [
        ...(spec.events?.(snapshot as never) ?? []),
        ...delayedEvents(snapshot as AnyMachineSnapshot),
        ...outcomeEvents(snapshot as AnyMachineSnapshot, outcomes),
      ].filter((event) => spec.allow?.(snapshot as never, event) ?? true) as never,
  });

  const prefixes = new Map(
    model
      .getShortestPaths({ allowDuplicatePaths: true })
      .map((path) => [serializeSnapshot(path.state as AnyMachineSnapshot), path.steps]),
  );
  const tests: TransitionTest[] = [];
  for (const [stateKey, { state, transitions }] of Object.entries(model.getAdjacencyMap())) {
    const prefix = prefixes.get(stateKey) ?? [];
    for (const { event, state: next } of Object.values(transitions) as Array<{
      event: AnyEventObject;
      state: unknown;
    }>) {
      const steps = [...prefix, { event, state: next }];
      tests.push({
        name: `${describeState(state as AnyMachineSnapshot)} --${eventLabel(event.type)}--> ${describeState(next as AnyMachineSnapshot)}`,
        run: () =>
          replay(spec, steps as Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>),
      });
    }
  }
  return tests;
}

function describeState(snapshot: AnyMachineSnapshot): string {
  const leaves = activeStatePaths(snapshot.value).filter(
    (path, _, all) => !all.some((other) => other.startsWith(`${path}.`)),
  );
  return leaves.join(' & ');
}

async function replay<TMachine extends AnyStateMachine, TSystem>(
  spec: ModelSpec<TMachine, TSystem>,
  steps: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>,
): Promise<void> {
  const { system, machine = spec.machine, input = spec.input } = spec.system();
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input,
    clock,
    inspect: recordTransitions,
  } as never) as Actor<TMachine>;
  actor.start();
  try {
    for (const [index, { event, state }] of steps.entries()) {
      if (index > 0 || event.type !== 'xstate.init')
        await perform(spec, system, actor, clock, event);
      const expected = serializeSnapshot(state);
      try {
        await waitFor(actor, (snapshot) => serializeSnapshot(snapshot) === expected, {
          timeout: 2_000,
        });
      } catch {
        throw new Error(
          `After ${event.type}: expected ${expected}\n  but the actor is at ${serializeSnapshot(actor.getSnapshot())}`,
        );
      }
      for (const path of activeStatePaths(state.value)) await spec.assert?.[path]?.(system, actor);
      await spec.invariant?.(system, actor);
    }
  } finally {
    actor.stop();
  }
}

async function perform<TMachine extends AnyStateMachine, TSystem>(
  spec: ModelSpec<TMachine, TSystem>,
  system: TSystem,
  actor: Actor<TMachine>,
  clock: SimulatedClock,
  event: AnyEventObject,
): Promise<void> {
  if (event.type.startsWith('xstate.after.')) {
    if (spec.sendDelayedEvents) actor.send(event as never);
    else clock.increment(delayOf(actor as Actor<AnyStateMachine>, event.type));
    return;
  }
  const outcome = findOutcome(event, spec.outcomes ?? {});
  if (outcome) {
    await outcome.cause(system, actor as Actor<AnyStateMachine>);
    return;
  }
  const custom = spec.perform?.[event.type];
  if (custom) await custom(system, actor, event);
  else actor.send(event as never);
}
