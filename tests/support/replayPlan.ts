import {
  type Actor,
  type AnyStateMachine,
  createActor,
  SimulatedClock,
  type StateValue,
  waitFor,
} from 'xstate';
import type { PlanPath } from '../../scripts/qa/plans.ts';
import { revive } from '../../scripts/qa/standIns.ts';
import type { PathStep } from '../../scripts/qa/steps.ts';

/**
 * Replays a path of docs/qa (a plan's, or one made from an inspector recording) on a real actor the
 * way a test tool would: start it with the path's input, then per step send the event, let the
 * delay pass on a simulated clock, or have the invoked actor end (by `outcome`, e.g. answering its
 * request through MSW; by default by sending the done / error event the step names), and wait for
 * the state the step names.
 */
export interface Replay {
  machine: AnyStateMachine;
  starts: Array<{ input: unknown }>;
  path: PlanPath;
  outcome?: (step: PathStep, actor: Actor<AnyStateMachine>) => void | Promise<void>;
}

const same = (a: StateValue, b: StateValue) => JSON.stringify(a) === JSON.stringify(b);

export async function replayPath({ machine, starts, path, outcome }: Replay) {
  const clock = new SimulatedClock();
  const input = revive(starts[path.start]?.input ?? undefined) ?? undefined;
  const actor = createActor(machine, { input, clock } as never) as Actor<AnyStateMachine>;
  actor.start();
  const reached: StateValue[] = [actor.getSnapshot().value];
  for (const [index, step] of path.steps.entries()) {
    if (step.kind === 'delay') {
      if (step.delay?.ms == null) throw new Error(`Step ${index + 1}: a computed delay`);
      clock.increment(step.delay.ms);
    } else if ((step.kind === 'done' || step.kind === 'error') && outcome) {
      await outcome(step, actor);
    } else {
      actor.send(step.event);
    }
    try {
      await waitFor(actor, (snapshot) => same(snapshot.value, step.state), { timeout: 2_000 });
    } catch {
      throw new Error(
        `Step ${index + 1} (${step.do}): expected ${JSON.stringify(step.state)}, the actor is at ${JSON.stringify(actor.getSnapshot().value)}`,
      );
    }
    reached.push(actor.getSnapshot().value);
  }
  return { actor, reached };
}
