import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { MediaItem } from '../../../src/domain/media.ts';
import {
  RANDOM_COUNTDOWN_SECONDS,
  randomPickMachine,
} from '../../../src/machines/browse/randomPick.machine.ts';
import { createTestClient, realTmdb } from '../../services/tmdb/support.ts';
import { eventually } from '../../support/eventually.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';
import { popularPage } from './randomPickFixtures.ts';

const pick: MediaItem = {
  id: '19',
  type: 'movie',
  title: 'Metropolis',
  year: 1927,
  releaseDate: '1927-01-10',
  poster: 'https://image.tmdb.org/t/p/w342/metropolis.jpg',
};

function randomSystem() {
  const popular = holdRequests('get', `${realTmdb.apiUrl}/movie/popular`);
  const openPick = vi.fn();
  return {
    system: { popular, openPick },
    machine: randomPickMachine.provide({
      actions: { openPick: (_, params) => openPick(params.pick) },
    }),
    input: { tmdb: createTestClient(realTmdb) },
  };
}
type System = ReturnType<typeof randomSystem>['system'];

const walks = transitionTests({
  machine: randomPickMachine,
  input: { tmdb: {} as never },
  system: randomSystem,
  events: () => [{ type: 'random.press' as const }],
  outcomes: {
    pickMovie: [
      { done: pick, cause: ({ popular }: System) => popular.respond(200, popularPage) },
      { error: { name: 'TmdbError' }, cause: ({ popular }: System) => popular.respond(503) },
    ],
  },
  assert: {
    // The pick opens once the countdown is over, never before.
    opening: ({ openPick }) => expect(openPick).toHaveBeenCalledExactlyOnceWith(pick),
    counting: ({ openPick }) => expect(openPick).not.toHaveBeenCalled(),
    idle: ({ openPick }) => expect(openPick).not.toHaveBeenCalled(),
  },
});

describe('randomPick machine: every transition, on the real film-database client against MSW', () => {
  it.each(walks)('$name', ({ run }) => run());
});

describe('randomPick: the 5 s countdown of doc 3 §2', () => {
  it('asks for page 2 of popular movies, counts 5, 4, 3, 2, 1, then opens the pick', async () => {
    const { system, machine, input } = randomSystem();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input, clock }).start();
    actor.send({ type: 'random.press' });
    await eventually(() => expect(system.popular.pending).toBe(1));
    expect(new URL(system.popular.requests[0]?.url ?? '').searchParams.get('page')).toBe('2');
    system.popular.respond(200, popularPage);
    await eventually(() => expect(actor.getSnapshot().value).toBe('counting'));
    const shown = [actor.getSnapshot().context.secondsLeft];
    for (let second = 1; second < RANDOM_COUNTDOWN_SECONDS; second += 1) {
      clock.increment(1_000);
      shown.push(actor.getSnapshot().context.secondsLeft);
    }
    expect(shown).toEqual([5, 4, 3, 2, 1]);
    expect(system.openPick).not.toHaveBeenCalled();
    clock.increment(1_000);
    expect(system.openPick).toHaveBeenCalledExactlyOnceWith(pick);
  });

  it('cancels on a second press, and a third press counts down again', async () => {
    const { system, machine, input } = randomSystem();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input, clock }).start();
    actor.send({ type: 'random.press' });
    system.popular.respond(200, popularPage);
    await eventually(() => expect(actor.getSnapshot().value).toBe('counting'));
    clock.increment(4_000);
    actor.send({ type: 'random.press' });
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(system.openPick).not.toHaveBeenCalled();
    actor.send({ type: 'random.press' });
    // The popular list is still in the client's cache: no second request, a fresh countdown.
    await eventually(() => expect(actor.getSnapshot().value).toBe('counting'));
    expect(actor.getSnapshot().context).toMatchObject({ pick, secondsLeft: 5 });
    expect(system.popular.received).toBe(1);
  });
});
