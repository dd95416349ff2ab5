import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { MediaItem } from '../../../src/domain/media.ts';
import { searchMachine } from '../../../src/machines/browse/search.machine.ts';
import type { TmdbClient } from '../../../src/services/tmdb/client.ts';
import { searchTitles } from '../../../src/services/tmdb/searchTitles.ts';
import { createTestClient, realTmdb } from '../../services/tmdb/support.ts';
import { eventually } from '../../support/eventually.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';
import { fightClub, fightClubResult } from './fightClub.ts';
import { page, SEARCH_URL } from './searchFixtures.ts';

function searchSystem() {
  const searches = holdRequests('get', SEARCH_URL);
  const tmdb = createTestClient(realTmdb);
  return { system: { searches }, input: { loadTmdb: async () => tmdb } };
}

/**
 * The real search against MSW, with a client of its own per search: the client's cache would
 * answer a repeated query at once, which the model (one request per search) does not describe.
 */
const uncachedMachine = searchMachine.provide({
  actors: {
    search: fromPromise<MediaItem[], { loadTmdb: () => Promise<TmdbClient>; query: string }>(
      ({ input, signal }) => searchTitles(createTestClient(realTmdb), input.query, signal),
    ),
  },
});
type System = ReturnType<typeof searchSystem>['system'];

const typed = (query: string) => ({ type: 'search.typed' as const, query });

const walks = ['', 'fight'].flatMap((query) =>
  transitionTests({
    machine: searchMachine,
    input: { loadTmdb: async () => ({}) as never, query },
    system: () => {
      const { system, input } = searchSystem();
      return { system, machine: uncachedMachine, input: { ...input, query } };
    },
    events: () => [typed('fight'), typed('  '), { type: 'search.retry' as const }],
    outcomes: {
      search: [
        {
          done: [fightClub],
          cause: ({ searches }: System) => searches.respond(200, page([fightClubResult])),
        },
        { done: [], cause: ({ searches }: System) => searches.respond(200, page([])) },
        { error: { name: 'TmdbError' }, cause: ({ searches }: System) => searches.respond(500) },
      ],
    },
    assert: {
      // A search is in flight exactly while the machine says it is searching.
      searching: ({ searches }) => eventually(() => expect(searches.pending).toBe(1)),
      idle: ({ searches }) => eventually(() => expect(searches.pending).toBe(0)),
      debouncing: ({ searches }) => eventually(() => expect(searches.pending).toBe(0)),
    },
  }).map((test) => ({ ...test, name: `from "${query}": ${test.name}` })),
);

describe('search machine: every transition, on the real film-database client against MSW', () => {
  it.each(walks)('$name', ({ run }) => run());
});

describe('search: the 500 ms debounce of doc 3 §5', () => {
  it('searches once, 500 ms after the last keystroke, for what was typed last', async () => {
    const { system, input } = searchSystem();
    const clock = new SimulatedClock();
    const actor = createActor(searchMachine, { input, clock }).start();
    for (const query of ['f', 'fi', 'fig', 'fight']) {
      actor.send(typed(query));
      clock.increment(300);
    }
    expect(system.searches.received).toBe(0);
    clock.increment(200);
    await eventually(() => expect(system.searches.received).toBe(1));
    expect(new URL(system.searches.requests[0]?.url ?? '').searchParams.get('query')).toBe('fight');
    system.searches.respond(200, page([fightClubResult]));
    await eventually(() => expect(actor.getSnapshot().value).toBe('results'));
    expect(actor.getSnapshot().context.results).toEqual([fightClub]);
    actor.stop();
  });

  it('drops the answer of a search overtaken by new typing', async () => {
    const { system, input } = searchSystem();
    const clock = new SimulatedClock();
    const actor = createActor(searchMachine, {
      input: { ...input, query: 'fight' },
      clock,
    }).start();
    await eventually(() => expect(system.searches.pending).toBe(1));
    actor.send(typed('dune'));
    await eventually(() => expect(system.searches.pending).toBe(0));
    clock.increment(500);
    await eventually(() => expect(system.searches.pending).toBe(1));
    system.searches.respond(200, page([]));
    await eventually(() => expect(actor.getSnapshot().value).toBe('noResults'));
    actor.stop();
  });
});
