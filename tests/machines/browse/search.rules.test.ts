import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, SimulatedClock } from 'xstate';
import { searchMachine } from '../../../src/machines/browse/search.machine.ts';
import { createTestClient, realTmdb } from '../../services/tmdb/support.ts';
import { eventually } from '../../support/eventually.ts';
import { holdRequests } from '../../support/network.ts';
import { fightClubResult } from './fightClub.ts';
import { page, SEARCH_URL } from './searchFixtures.ts';

/**
 * The home search (spec doc 3 §2, §5) against the real machine and the real film-database client
 * (MSW holds /search/multi), on a simulated clock: a query in the address is searched at once,
 * typing waits 500 ms for a pause; a blank box shows the home sections; results, no results and a
 * failure (logged, with Try again) are distinct. What the views read (SearchBox, SearchResults,
 * HomePage, useSearchInUrl): the query, whether the search is idle, which of the outcomes it is in
 * and, with results, the results.
 */
/** Lets a search the machine may have started reach the network. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let actor: Actor<typeof searchMachine> | undefined;
afterEach(() => {
  actor?.stop();
  vi.restoreAllMocks();
});

function homeSearch(query?: string) {
  const searches = holdRequests('get', SEARCH_URL);
  const tmdb = createTestClient(realTmdb);
  const clock = new SimulatedClock();
  const running = createActor(searchMachine, {
    input: { loadTmdb: async () => tmdb, ...(query === undefined ? {} : { query }) },
    clock,
  }).start();
  actor = running;
  return {
    searches,
    clock,
    type: (text: string) => running.send({ type: 'search.typed', query: text }),
    retry: () => running.send({ type: 'search.retry' }),
    /** What the page shows: the home sections (idle) or one of the search's outcomes. */
    showing: () => {
      const snapshot = running.getSnapshot();
      for (const outcome of ['results', 'noResults', 'failed'] as const) {
        if (snapshot.matches(outcome)) return outcome;
      }
      return snapshot.matches('idle') ? 'home' : 'loading';
    },
    query: () => running.getSnapshot().context.query,
    titles: () => running.getSnapshot().context.results.map((item) => item.title),
    searchedFor: (index: number) =>
      new URL(searches.requests[index]?.url ?? 'http://x').searchParams.get('query'),
  };
}

describe('search: a query in the address', () => {
  it('is searched at once, without the debounce', async () => {
    const search = homeSearch('fight');
    expect(search.showing()).toBe('loading');
    await eventually(() => expect(search.searches.received).toBe(1));
    expect(search.searchedFor(0)).toBe('fight');
    search.searches.respond(200, page([fightClubResult]));
    await eventually(() => expect(search.showing()).toBe('results'));
    expect(search.titles()).toEqual(['Fight Club']);
  });

  it('a blank one shows the home sections and searches nothing', async () => {
    const search = homeSearch('  ');
    expect(search.showing()).toBe('home');
    search.clock.increment(1_000);
    await settle();
    expect(search.searches.received).toBe(0);
  });
});

describe('search: typing', () => {
  it('shows what is typed at once, and searches it after a 500 ms pause', async () => {
    const search = homeSearch();
    expect(search.showing()).toBe('home');
    search.type('fight');
    expect(search.query()).toBe('fight');
    expect(search.showing()).toBe('loading');
    search.clock.increment(499);
    await settle();
    expect(search.searches.received).toBe(0);
    search.clock.increment(1);
    await eventually(() => expect(search.searches.received).toBe(1));
    expect(search.searchedFor(0)).toBe('fight');
  });

  it('each keystroke starts the 500 ms wait again', async () => {
    const search = homeSearch();
    search.type('f');
    search.clock.increment(300);
    search.type('fi');
    search.clock.increment(300);
    search.type('fig');
    search.clock.increment(499);
    await settle();
    expect(search.searches.received).toBe(0);
    search.clock.increment(1);
    await eventually(() => expect(search.searches.received).toBe(1));
    expect(search.searchedFor(0)).toBe('fig');
  });

  it('a blank box shows the home sections and never searches', async () => {
    const search = homeSearch();
    search.type('   ');
    expect(search.query()).toBe('   ');
    expect(search.showing()).toBe('home');
    search.clock.increment(1_000);
    await settle();
    expect(search.searches.received).toBe(0);
  });

  it('clearing the box during a search goes back to the home sections and drops the search', async () => {
    const search = homeSearch('fight');
    await eventually(() => expect(search.searches.pending).toBe(1));
    search.type('');
    expect(search.query()).toBe('');
    expect(search.showing()).toBe('home');
    await eventually(() => expect(search.searches.pending).toBe(0));
    expect(search.searches.requests[0]?.signal.aborted).toBe(true);
  });

  it('a new search after results shows only its own outcome', async () => {
    const search = homeSearch('fight');
    search.searches.respond(200, page([fightClubResult]));
    await eventually(() => expect(search.showing()).toBe('results'));
    search.type('zzz');
    search.clock.increment(500);
    search.searches.respond(200, page([]));
    await eventually(() => expect(search.showing()).toBe('noResults'));
    expect(search.searchedFor(1)).toBe('zzz');
  });
});

describe('search: a failed search', () => {
  it('is logged, shown as failed, and Try again searches the same query anew', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const search = homeSearch('fight');
    search.searches.respond(500);
    await eventually(() => expect(search.showing()).toBe('failed'));
    expect(error).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(/search failed/i),
      expect.objectContaining({ name: 'TmdbError' }),
    );
    search.retry();
    expect(search.showing()).toBe('loading');
    await eventually(() => expect(search.searches.received).toBe(2));
    expect(search.searchedFor(1)).toBe('fight');
    search.searches.respond(200, page([fightClubResult]));
    await eventually(() => expect(search.showing()).toBe('results'));
    expect(search.titles()).toEqual(['Fight Club']);
  });

  it('Try again does nothing while a search is not failed', async () => {
    const search = homeSearch();
    search.retry();
    expect(search.showing()).toBe('home');
    search.clock.increment(1_000);
    await settle();
    expect(search.searches.received).toBe(0);
  });
});
