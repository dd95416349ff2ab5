import { assign, fromPromise, setup } from 'xstate';
import type { Genre, MediaItem, MediaType } from '../../domain/media.ts';
import { shuffled } from '../../domain/shuffle.ts';
import {
  type DiscoverPage,
  type DiscoverSources,
  loadDiscoverMedia,
  loadFallback,
  loadReleaseList,
} from '../../services/releases/fallback.ts';
import {
  CURATED_LIST_SIZE,
  type CuratedListSlug,
  RELEASE_LISTS,
  type ReleaseListName,
} from '../../services/releases/lists.ts';
import { idsToMediaItems } from '../../services/releases/resolve.ts';
import type { DiscoverFilter, MediaListName, MediaRef } from '../../services/tmdb/client.ts';

/** What one discover carousel or "more" page lists (spec doc 3 §2). */
export type DiscoverList =
  /** A release list (latest, latest 4K, latest TV), with its film-database fallback. */
  | { kind: 'release'; list: ReleaseListName }
  | { kind: 'filmDatabase'; list: MediaListName; type: MediaType }
  | { kind: 'provider'; type: MediaType; providerId: number }
  /** Without a genre id, the first genre of the film database's list. */
  | { kind: 'genre'; type: MediaType; genreId?: number }
  | { kind: 'recommendations'; media: MediaRef }
  | { kind: 'editorPicks'; type: MediaType }
  | { kind: 'curated'; listSlug: CuratedListSlug };

export interface DiscoverListInput {
  sources: DiscoverSources;
  list: DiscoverList;
  /** Shuffles the editor picks. */
  random?: () => number;
}

interface DiscoverListContext {
  sources: DiscoverSources;
  random: () => number;
  list: DiscoverList;
  /** The genres to pick from, for a genre list. */
  genres: Genre[];
  items: MediaItem[];
  /** The last page loaded (0 before the first). */
  page: number;
  totalPages: number;
  /**
   * Where the first page came from: once it is the film database (the release service failed or is
   * not configured), later pages come from there too, so a list never mixes two kinds of content.
   */
  source: DiscoverPage['source'] | null;
}

type DiscoverListEvent = { type: 'list.change'; list: DiscoverList } | { type: 'list.more' };

interface PageRequest {
  sources: DiscoverSources;
  list: DiscoverList;
  page: number;
  filmDatabaseOnly: boolean;
  random: () => number;
}

const sameList = (a: DiscoverList, b: DiscoverList) => JSON.stringify(a) === JSON.stringify(b);

/** The type of the titles a list holds. */
function listMediaType(list: DiscoverList): MediaType {
  switch (list.kind) {
    case 'release':
      return RELEASE_LISTS[list.list].type;
    case 'recommendations':
      return list.media.type;
    case 'curated':
      return 'movie';
    default:
      return list.type;
  }
}

/**
 * The editor picks of the release service, shuffled (spec doc 3 §2); the film database's top rated
 * titles when the service is not configured or fails, as the other release lists fall back.
 */
async function loadEditorPicks(
  sources: DiscoverSources,
  type: MediaType,
  {
    filmDatabaseOnly,
    random,
    page,
    signal,
  }: Pick<PageRequest, 'filmDatabaseOnly' | 'random' | 'page'> & { signal: AbortSignal },
): Promise<DiscoverPage> {
  // Like the other fallbacks, page by page: a "more" page of editor picks lists more top rated.
  const topRated = () =>
    loadFallback(sources.tmdb, type, { kind: 'list', list: 'top_rated' }, { page, signal });
  if (filmDatabaseOnly || !sources.releases.isConfigured) return topRated();
  try {
    const { movieIds, showIds } = await sources.releases.getEditorPicks({ signal });
    const ids = shuffled(type === 'movie' ? movieIds : showIds, random);
    const items = await idsToMediaItems(sources.tmdb, type, ids, { signal });
    return { items, page: 1, totalPages: 1, source: 'releases' };
  } catch (releasesError) {
    if (signal.aborted) throw releasesError;
    return { ...(await topRated()), releasesError };
  }
}

function discoverFilter(list: Extract<DiscoverList, { kind: 'provider' | 'genre' }>) {
  if (list.kind === 'provider') return { providerId: list.providerId };
  if (list.genreId === undefined) throw new Error('There is no genre to list');
  return { genreId: list.genreId } satisfies DiscoverFilter;
}

/** One page of a list, from the services that hold it. */
async function loadPage(
  { sources, list, page, filmDatabaseOnly, random }: PageRequest,
  signal: AbortSignal,
): Promise<DiscoverPage> {
  const options = { page, signal };
  switch (list.kind) {
    case 'release': {
      const { type, fallback } = RELEASE_LISTS[list.list];
      return filmDatabaseOnly
        ? loadFallback(sources.tmdb, type, fallback, options)
        : loadReleaseList(sources, list.list, options);
    }
    case 'provider':
    case 'genre': {
      const filter = discoverFilter(list);
      return filmDatabaseOnly
        ? loadFallback(sources.tmdb, list.type, { kind: 'discover', ...filter }, options)
        : loadDiscoverMedia(sources, list.type, filter, options);
    }
    case 'filmDatabase':
      return loadFallback(sources.tmdb, list.type, { kind: 'list', list: list.list }, options);
    case 'recommendations':
      return {
        ...(await sources.tmdb.getRecommendations(list.media, options)),
        source: 'filmDatabase',
      };
    case 'editorPicks':
      return loadEditorPicks(sources, list.type, { filmDatabaseOnly, random, page, signal });
    case 'curated': {
      const { tmdbIds } = await sources.releases.getList(list.listSlug, {
        limit: CURATED_LIST_SIZE,
        signal,
      });
      const ids = tmdbIds.slice(0, CURATED_LIST_SIZE);
      const items = await idsToMediaItems(sources.tmdb, 'movie', ids, { signal });
      return { items, page: 1, totalPages: 1, source: 'releases' };
    }
  }
}

const pageRequest = (context: DiscoverListContext, page: number): PageRequest => ({
  sources: context.sources,
  list: context.list,
  page,
  filmDatabaseOnly: context.source === 'filmDatabase',
  random: context.random,
});

/** Cards not already listed: pages of a live list can shift while the user reads. */
function appended(items: MediaItem[], more: MediaItem[]): MediaItem[] {
  const listed = new Set(items.map((item) => `${item.type}:${item.id}`));
  return [...items, ...more.filter((item) => !listed.has(`${item.type}:${item.id}`))];
}

/**
 * One discover carousel or "more" page (spec doc 3 §2): loads the first page, and for a "more" page
 * further pages on request until the last. A release list whose service fails shows its fallback
 * content type from the film database instead. Discover errors are logged only: a failed list is
 * `failed`, which views show as nothing at all.
 */
export const discoverListMachine = setup({
  types: {
    input: {} as DiscoverListInput,
    context: {} as DiscoverListContext,
    events: {} as DiscoverListEvent,
    tags: {} as 'loading',
  },
  actors: {
    loadGenres: fromPromise<Genre[], { sources: DiscoverSources; type: MediaType }>(
      ({ input, signal }) => input.sources.tmdb.getGenres(input.type, { signal }),
    ),
    loadPage: fromPromise<DiscoverPage, PageRequest>(({ input, signal }) =>
      loadPage(input, signal),
    ),
  },
  actions: {
    // Pages are counted as requested, not as answered: a list stops even if a service keeps
    // answering the same page.
    showFirstPage: assign((_, { page }: { page: DiscoverPage }) => ({
      items: page.items,
      page: 1,
      totalPages: page.totalPages,
      source: page.source,
    })),
    appendPage: assign(({ context }, { page }: { page: DiscoverPage }) => ({
      items: appended(context.items, page.items),
      page: context.page + 1,
      totalPages: page.totalPages,
    })),
    logFailure: (_, params: { error: unknown }) =>
      console.error('A discover list failed to load', params.error),
    logReleasesFailure: (_, params: { page: DiscoverPage }) => {
      if (params.page.source === 'filmDatabase' && params.page.releasesError !== undefined) {
        console.error(
          'The release service failed; showing the fallback',
          params.page.releasesError,
        );
      }
    },
  },
  guards: {
    isGenreList: ({ context }) => context.list.kind === 'genre',
    isOtherList: ({ context, event }) =>
      event.type === 'list.change' && !sameList(context.list, event.list),
    releasesFailed: ({ event }) =>
      'output' in event &&
      (event.output as DiscoverPage).source === 'filmDatabase' &&
      (event.output as { releasesError?: unknown }).releasesError !== undefined,
    hasMorePages: ({ context }) => context.page < context.totalPages,
  },
}).createMachine({
  id: 'discoverList',
  context: ({ input }) => ({
    sources: input.sources,
    random: input.random ?? Math.random,
    list: input.list,
    genres: [],
    items: [],
    page: 0,
    totalPages: 0,
    source: null,
  }),
  initial: 'starting',
  on: {
    'list.change': {
      guard: 'isOtherList',
      target: '.starting',
      reenter: true,
      actions: assign({
        list: ({ event }) => event.list,
        items: [],
        page: 0,
        totalPages: 0,
        source: null,
      }),
    },
  },
  states: {
    starting: {
      always: [{ guard: 'isGenreList', target: 'loadingGenres' }, { target: 'loading' }],
    },
    loadingGenres: {
      tags: 'loading',
      invoke: {
        id: 'loadGenres',
        src: 'loadGenres',
        input: ({ context }) => ({ sources: context.sources, type: listMediaType(context.list) }),
        onDone: {
          target: 'loading',
          actions: assign({
            genres: ({ event }) => event.output,
            // A genre list without a genre shows the first one.
            list: ({ context, event }) =>
              context.list.kind === 'genre' && context.list.genreId === undefined
                ? { ...context.list, genreId: event.output[0]?.id }
                : context.list,
          }),
        },
        onError: {
          target: 'failed',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => pageRequest(context, 1),
        onDone: [
          {
            // The fallback content type: this list now comes from the film database.
            guard: 'releasesFailed',
            target: 'loaded',
            actions: [
              { type: 'showFirstPage', params: ({ event }) => ({ page: event.output }) },
              { type: 'logReleasesFailure', params: ({ event }) => ({ page: event.output }) },
            ],
          },
          {
            target: 'loaded',
            actions: { type: 'showFirstPage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasMorePages', target: 'more' }, { target: 'end' }],
        },
        more: {
          on: { 'list.more': 'loadingMore' },
        },
        loadingMore: {
          invoke: {
            id: 'loadMore',
            src: 'loadPage',
            input: ({ context }) => pageRequest(context, context.page + 1),
            onDone: {
              target: 'deciding',
              actions: [
                { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
                { type: 'logReleasesFailure', params: ({ event }) => ({ page: event.output }) },
              ],
            },
            onError: {
              target: 'more',
              actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        end: {},
      },
    },
    failed: {},
  },
});
