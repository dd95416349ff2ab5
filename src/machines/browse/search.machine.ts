import { assign, fromPromise, setup } from 'xstate';
import type { MediaItem } from '../../domain/media.ts';
import type { TmdbClient } from '../../services/tmdb/client.ts';
import { searchTitles } from '../../services/tmdb/searchTitles.ts';

export interface SearchInput {
  /** The film database, loaded with its code on the first search (it is not needed before). */
  loadTmdb: () => Promise<TmdbClient>;
  /** The query of the page's URL (`/browse/{query}`): searched at once, without the debounce. */
  query?: string;
}

interface SearchContext {
  loadTmdb: () => Promise<TmdbClient>;
  query: string;
  results: MediaItem[];
}

type SearchEvent = { type: 'search.typed'; query: string } | { type: 'search.retry' };

const isBlank = (query: string) => query.trim() === '';

/**
 * The home search (spec doc 3 §2, §5): typing waits 500 ms for a pause, then searches; a new
 * keystroke cancels a search in flight. Results, no results and failed are distinct states;
 * clearing the box goes back to idle (the home sections).
 */
export const searchMachine = setup({
  types: {
    input: {} as SearchInput,
    context: {} as SearchContext,
    events: {} as SearchEvent,
  },
  actors: {
    search: fromPromise<MediaItem[], { loadTmdb: () => Promise<TmdbClient>; query: string }>(
      async ({ input, signal }) => searchTitles(await input.loadTmdb(), input.query, signal),
    ),
  },
  actions: {
    logFailure: (_, params: { error: unknown }) => console.error('Search failed', params.error),
  },
  guards: {
    typedNothing: ({ event }) => event.type === 'search.typed' && isBlank(event.query),
    startsWithQuery: ({ context }) => !isBlank(context.query),
    foundSome: ({ event }) =>
      'output' in event && Array.isArray(event.output) && event.output.length > 0,
  },
  delays: {
    debounce: 500,
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ loadTmdb: input.loadTmdb, query: input.query ?? '', results: [] }),
  initial: 'starting',
  on: {
    'search.typed': [
      {
        guard: 'typedNothing',
        target: '.idle',
        actions: assign({ query: ({ event }) => event.query, results: [] }),
      },
      {
        target: '.debouncing',
        reenter: true,
        actions: assign({ query: ({ event }) => event.query }),
      },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'startsWithQuery', target: 'searching' }, { target: 'idle' }],
    },
    idle: {},
    debouncing: {
      after: { debounce: 'searching' },
    },
    searching: {
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ loadTmdb: context.loadTmdb, query: context.query }),
        onDone: [
          {
            guard: 'foundSome',
            target: 'results',
            actions: assign({ results: ({ event }) => event.output }),
          },
          { target: 'noResults', actions: assign({ results: [] }) },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ results: [] }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    results: {},
    noResults: {},
    failed: {
      on: { 'search.retry': 'searching' },
    },
  },
});
