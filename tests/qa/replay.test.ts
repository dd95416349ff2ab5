// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { type Actor, type AnyStateMachine, fromPromise } from 'xstate';
import type { MachinePlan, TransitionPlan } from '../../scripts/qa/plans.ts';
import type { PathStep } from '../../scripts/qa/steps.ts';
import type { MediaItem } from '../../src/domain/media.ts';
import { modalsMachine } from '../../src/machines/app/modals.machine.ts';
import { onlineMachine } from '../../src/machines/app/online.machine.ts';
import { searchMachine } from '../../src/machines/browse/search.machine.ts';
import { controlsMachine } from '../../src/machines/player/controls.machine.ts';
import { ping } from '../../src/services/network/ping.ts';
import type { TmdbClient } from '../../src/services/tmdb/client.ts';
import { eventually } from '../support/eventually.ts';
import { holdRequests } from '../support/network.ts';
import { replayPath } from '../support/replayPlan.ts';

type SearchInput = { loadTmdb: () => Promise<TmdbClient>; query: string };

/**
 * docs/qa's plans, as a test tool reads them from the generated JSON, replayed on the real actors:
 * every step reaches the state the plan names.
 */
const planOf = (id: string): MachinePlan =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../docs/qa/paths/${id}.json`), 'utf8'));

const checked = (plan: MachinePlan) => plan.transitions.filter((t) => t.path.checked);
const transition = (plan: MachinePlan, key: string) =>
  plan.transitions.find((t) => t.transition === key) as TransitionPlan;
const lastState = (t: TransitionPlan) => t.path.steps.at(-1)?.state;

describe('QA path plans replayed on the real actors', () => {
  it('controls: a pointer move then 3 s of waiting hides the hover again, as the plan says', async () => {
    const plan = planOf('controls');
    const t = transition(plan, 'hover.mouse --after controlsHide--> hover.none');
    expect(t.path.steps.map((step) => [step.kind, step.event.type, step.delay?.ms])).toEqual([
      ['event', 'pointer.move', undefined],
      ['delay', 'xstate.after.controlsHide.controls.hover.mouse', 3_000],
    ]);
    const { actor } = await replayPath({
      machine: controlsMachine,
      starts: plan.starts,
      path: t.path,
    });
    expect(actor.getSnapshot().value).toMatchObject({ hover: 'none' });
    actor.stop();
  });

  it('controls: every transition’s path reaches the states its plan names', async () => {
    const plan = planOf('controls');
    expect(checked(plan)).toHaveLength(plan.transitions.length);
    for (const t of plan.transitions) {
      const { actor, reached } = await replayPath({
        machine: controlsMachine,
        starts: plan.starts,
        path: t.path,
      });
      expect(reached.slice(1), t.transition).toEqual(t.path.steps.map((step) => step.state));
      actor.stop();
    }
  });

  it('online: ten ticks of 5 s make it ping (the tenth passes `tenthTick`), through MSW', async () => {
    const plan = planOf('online');
    const t = transition(plan, 'online.counting --after tick--> online.pinging [tenthTick]');
    expect(t.path.steps).toHaveLength(10);
    expect(t.path.steps.every((step) => step.kind === 'delay' && step.delay?.ms === 5_000)).toBe(
      true,
    );
    expect(t.path.steps.at(-1)?.guards).toEqual(['tenthTick']);
    const pings = holdRequests('get', '/ping.txt');
    const { actor } = await replayPath({
      machine: onlineMachine,
      starts: plan.starts,
      path: t.path,
    });
    await eventually(() => expect(pings.pending).toBe(1));
    actor.stop();
  });

  it('online: every path, its pings answered through MSW the way each step says', async () => {
    const plan = planOf('online');
    expect(checked(plan)).toHaveLength(plan.transitions.length);
    for (const t of plan.transitions) {
      const pings = holdRequests('get', '/ping.txt');
      let aborter = new AbortController();
      const machine = onlineMachine.provide({
        actors: {
          ping: fromPromise(({ signal }) => ping(AbortSignal.any([signal, aborter.signal]))),
        },
      });
      const outcome = async (step: PathStep) => {
        await eventually(() => expect(pings.pending).toBe(1));
        const { name } = (step.event.error ?? {}) as { name?: string };
        if (step.kind === 'done') pings.respond(200, 'pong');
        else if (name === 'AbortError') {
          aborter.abort();
          aborter = new AbortController();
        } else pings.respond(503);
      };
      const { actor } = await replayPath({ machine, starts: plan.starts, path: t.path, outcome });
      expect(actor.getSnapshot().value, t.transition).toEqual(lastState(t));
      actor.stop();
    }
  });

  it('search: every path from its starts, the search ending as each step names', async () => {
    const plan = planOf('search');
    // Without a query it starts idle; with one, it searches at once.
    expect(new Set(plan.starts.map((start) => start.state))).toEqual(
      new Set(['idle', 'searching']),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the failed search is logged
    // The real search would fail at once without a TMDB client: it waits for the step instead.
    const machine = searchMachine.provide({
      actors: { search: fromPromise<MediaItem[], SearchInput>(() => new Promise(() => {})) },
    });
    const kinds = new Set(plan.transitions.flatMap((t) => t.path.steps.map((step) => step.kind)));
    expect([...kinds].sort()).toEqual(['delay', 'done', 'error', 'event']);
    for (const t of checked(plan)) {
      const { actor } = await replayPath({
        machine: machine as AnyStateMachine,
        starts: plan.starts,
        path: t.path,
      });
      expect(actor.getSnapshot().value, t.transition).toEqual(
        lastState(t) ?? plan.starts[t.path.start]?.state,
      );
      actor.stop();
    }
    const found = transition(plan, 'searching --done search--> results [foundSome]');
    expect(found.path.steps.at(-1)?.guards).toEqual(['foundSome']);
  });

  it('modals: paths that start from a stored list of dismissed modals', async () => {
    const plan = planOf('modals');
    expect(plan.starts[0]?.input).toEqual({ store: { $snapshot: { context: { dismissed: [] } } } });
    for (const t of checked(plan)) {
      const { actor } = await replayPath({
        machine: modalsMachine,
        starts: plan.starts,
        path: t.path,
      });
      expect((actor as Actor<AnyStateMachine>).getSnapshot().value, t.transition).toEqual(
        lastState(t) ?? plan.starts[t.path.start]?.state,
      );
      actor.stop();
    }
  });
});
