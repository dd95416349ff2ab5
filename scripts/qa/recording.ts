import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  StateValue,
} from 'xstate';
import type { InspectorRecording } from '../../src/contracts/inspectorRecording.ts';
import { machines } from '../../src/machines/index.ts';
import { atTime } from './clock.ts';
import { activeNodes, watchedScope } from './explore.ts';
import type { PlanPath } from './plans.ts';
import { revive } from './standIns.ts';
import { makeStep, type PathStep } from './steps.ts';

/**
 * An inspector recording as a test path: the events one actor received, in order, each step with
 * the state it reached, in the step format of docs/qa's plans (a start and a path), so a test tool
 * replays either the same way. The events are replayed on the machine (no side effects) to name the
 * transitions and guards of each step; where the replay cannot follow (an input whose stores the
 * recording dropped), the steps keep the recorded states and the path is marked unchecked.
 */
export interface RecordedPath {
  machine: string;
  actor: { key: string; name: string };
  recordedAt: string;
  /** The input the actor started with (null when the recording did not see it start). */
  starts: Array<{ input: unknown; state: StateValue | null }>;
  path: PlanPath;
}

type RecordedActor = InspectorRecording['actors'][number];

/** The actor by key, or by name when only one has it; with none given, the only machine that received events. */
function chooseActor(recording: InspectorRecording, wanted?: string): RecordedActor {
  const received = new Set(recording.entries.map((entry) => entry.actorKey));
  const byKey = recording.actors.find((actor) => actor.key === wanted);
  if (byKey) return byKey;
  const candidates = recording.actors.filter(
    (actor) =>
      actor.machineId !== null &&
      received.has(actor.key) &&
      (wanted === undefined || actor.name === wanted),
  );
  if (candidates.length === 1) return candidates[0] as RecordedActor;
  const listed = recording.actors
    .filter((actor) => actor.machineId !== null && received.has(actor.key))
    .map((actor) => `${actor.name} (key ${actor.key})`)
    .join(', ');
  throw new Error(
    candidates.length === 0
      ? `No machine actor ${wanted === undefined ? '' : `"${wanted}" `}received events in the recording; there are: ${listed || 'none'}`
      : `Several actors are named "${wanted ?? ''}": choose one by key among ${listed}`,
  );
}

const sameState = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function pathFromRecording(recording: InspectorRecording, actorName?: string): RecordedPath {
  const actor = chooseActor(recording, actorName);
  const machine = machines[actor.machineId as string]?.machine as AnyStateMachine | undefined;
  if (machine === undefined)
    throw new Error(
      `"${actor.name}" runs the machine "${actor.machineId}", which src/machines/index.ts does not have`,
    );
  const entries = recording.entries
    .filter((entry) => entry.actorKey === actor.key)
    .sort((a, b) => a.seq - b.seq);
  const init = entries.find((entry) => entry.event.type === 'xstate.init');
  const input = init ? ((init.event as { input?: unknown }).input ?? null) : null;

  let passage = { taken: [] as AnyTransitionDefinition[], passed: new Set<AnyStateNode>() };
  const scope = watchedScope(() => passage);
  // Each event replayed at the time it was received, for the machines that read the clock.
  const began = Date.parse(recording.recordedAt);
  const at = <T>(entry: { at: number }, work: () => T): T =>
    Number.isNaN(began) ? work() : atTime(began + entry.at, work);
  let snapshot: AnyMachineSnapshot | undefined;
  if (init) {
    try {
      snapshot = at(init, () => machine.getInitialSnapshot(scope, revive(input)));
    } catch {
      snapshot = undefined;
    }
    if (snapshot?.status === 'error' || !sameState(snapshot?.value, init.state))
      snapshot = undefined;
  }
  let checked = snapshot !== undefined;

  const steps: PathStep[] = [];
  for (const entry of entries) {
    const event = entry.event as AnyEventObject;
    if (event.type === 'xstate.init' || event.type === 'xstate.stop') continue;
    const state = entry.state as StateValue;
    let taken: AnyTransitionDefinition[] = [];
    const before = snapshot;
    if (before) {
      passage = { taken: [], passed: new Set() };
      try {
        const next = at(entry, () => machine.transition(before, event, scope));
        taken = passage.taken;
        snapshot = sameState(next.value, state) ? next : undefined;
      } catch {
        snapshot = undefined;
      }
    }
    if (snapshot === undefined) {
      checked = false;
      taken = [];
    }
    steps.push(makeStep(machine, event, taken, before ? activeNodes(before) : [], state));
  }
  return {
    machine: machine.id,
    actor: { key: actor.key, name: actor.name },
    recordedAt: recording.recordedAt,
    starts: [{ input, state: init ? (init.state as StateValue) : null }],
    path: { start: 0, steps, checked },
  };
}
