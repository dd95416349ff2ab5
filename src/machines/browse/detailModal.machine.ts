import { and, assertEvent, assign, fromPromise, setup, stateIn } from 'xstate';
import {
  type LegacyMediaLink,
  legacySearchText,
  parseLegacyMediaLink,
  resolveLegacyLink,
} from '../../domain/legacyMedia.ts';
import type { Episode, MediaDetail, ShowDetail } from '../../domain/media.ts';
import { mediaIdOf, mediaPath, parseMediaId } from '../../domain/mediaId.ts';
import {
  type EpisodeProgress,
  resumeEpisode,
  seasonWatchChange,
  toggledEpisodeProgress,
} from '../../domain/watching.ts';
import { copyText } from '../../services/browser/page.ts';
import {
  type BookmarksStore,
  bookmarkedMediaOf,
  type ProgressStore,
  type StoredProgressItem,
} from '../../services/storage/index.ts';
import type { MediaRef, TmdbClient } from '../../services/tmdb/client.ts';
import { isUnknownTitleError } from '../../services/tmdb/errors.ts';

/** The season selector's favourites pseudo-view (spec doc 3 §2: id `favorites`, season -1). */
export const FAVORITES_SEASON = -1;

/** An episode the page was opened at (`/media/{id}/{seasonId}/{episodeId}`). */
export interface WantedEpisode {
  seasonId: string;
  episodeId?: string;
}

export interface DetailModalInput {
  tmdb: TmdbClient;
  stores: { bookmarks: BookmarksStore; progress: ProgressStore };
  /**
   * The media id as the route or the overlay writes it: `tmdb-movie-550-fight-club`, an old
   * `JW-…` link, or anything else (which names nothing).
   */
  mediaId: string;
  episode?: WantedEpisode;
  /** The clock the watched and aired rules read (tests set it). */
  now?: () => Date;
}

interface DetailModalContext {
  tmdb: TmdbClient;
  stores: DetailModalInput['stores'];
  /** The title to load, when the media id names one. */
  ref: MediaRef | null;
  /** An old link to look up in the catalogue first. */
  legacyLink: LegacyMediaLink | null;
  wanted: WantedEpisode | null;
  now: () => Date;
  detail: MediaDetail | null;
  /** The selected season's number, or FAVORITES_SEASON; null for movies. */
  season: number | null;
  /** The selected season's episodes; in the favourites view, every season's (the view filters). */
  episodes: Episode[];
  /** The go-to-episode numbers being looked up. */
  goToRequest: { season: number; episode: number } | null;
}

type DetailModalEvent =
  | { type: 'bookmark.toggle' }
  | { type: 'season.select'; season: number }
  /** Asks for the season-watched confirmation. */
  | { type: 'season.toggleWatched' }
  | { type: 'seasonWatched.confirm' }
  | { type: 'seasonWatched.cancel' }
  | { type: 'episode.toggleWatched'; episodeId: string }
  | { type: 'episode.toggleFavorite'; episodeId: string }
  | { type: 'goTo.open' }
  /** What the go-to-episode fields hold, as numbers (NaN when empty). */
  | { type: 'goTo.submit'; season: number; episode: number }
  | { type: 'goTo.close' }
  /** `url`: the media page's address, as the router writes it. */
  | { type: 'share.copy'; url: string }
  | { type: 'mediaId.copy' }
  /** The media page's "Try again" after a failed load. */
  | { type: 'detail.retry' };

/** A stored show's episodes with their season numbers, for the resume rule. */
export function storedEpisodes(
  item: StoredProgressItem | undefined,
): Array<EpisodeProgress & { id: string; seasonId: string }> {
  if (item?.type !== 'show') return [];
  return Object.values(item.episodes).flatMap((episode) => {
    const season = item.seasons[episode.seasonId]?.number;
    return season === undefined ? [] : [{ ...episode, season }];
  });
}

const showOf = (context: DetailModalContext): ShowDetail | undefined =>
  context.detail?.type === 'show' ? context.detail : undefined;

const progressItemOf = (context: DetailModalContext): StoredProgressItem | undefined =>
  context.detail
    ? context.stores.progress.getSnapshot().context.items[context.detail.id]
    : undefined;

/**
 * The season shown first: the one of the episode the page was opened at, else the one watching
 * would resume in, else season 1 (or the first there is, for a show with only specials).
 */
function initialSeason(context: DetailModalContext): number | null {
  const show = showOf(context);
  if (!show) return null;
  const numbers = show.seasons.map((season) => season.number);
  const wanted = show.seasons.find((season) => season.id === context.wanted?.seasonId)?.number;
  const resumed = resumeEpisode(storedEpisodes(progressItemOf(context)))?.season;
  return (
    [wanted, resumed].find((number) => number !== undefined && numbers.includes(number)) ??
    numbers.find((number) => number >= 1) ??
    numbers[0] ??
    null
  );
}

/** The season-watched change (doc 3 §4) for a season's episodes and the show's stored progress. */
export function seasonChange(
  episodes: readonly Episode[],
  item: StoredProgressItem | undefined,
  now: Date,
) {
  const stored = item?.episodes ?? {};
  return seasonWatchChange(
    episodes.map((episode) => ({ ...episode, progress: stored[episode.id]?.progress })),
    now,
  );
}

/** What confirming would change now: nothing in the favourites view, which is no season. */
function pendingSeasonChange(context: DetailModalContext) {
  if (context.season === null || context.season === FAVORITES_SEASON) return null;
  return seasonChange(context.episodes, progressItemOf(context), context.now());
}

function watchedTitle(detail: MediaDetail) {
  return {
    tmdbId: detail.id,
    title: detail.title,
    releaseYear: detail.year,
    poster: detail.posterUrl,
  };
}

function seasonEntry(show: ShowDetail, seasonNumber: number) {
  const season = show.seasons.find((candidate) => candidate.number === seasonNumber);
  return season && { tmdbId: season.id, number: season.number, title: season.title };
}

const episodeEntry = (episode: Episode) => ({
  tmdbId: episode.id,
  number: episode.number,
  title: episode.title,
});

const isBookmarked = (context: DetailModalContext) =>
  !!context.detail && context.detail.id in context.stores.bookmarks.getSnapshot().context.bookmarks;

/**
 * The title detail modal, also the content of the media page (spec doc 3 §2, §4): the detail
 * loads behind a skeleton; a failure is only logged and the skeleton stays; without a media id the
 * modal closes itself, and an old `JW-…` link is looked up in the catalogue and redirected to its
 * current id. Once loaded: bookmark, share and media-id copies ("Copied" for 2 s), and for shows the
 * episodes of the selected season (or the favourites), their watched and favourite toggles, the
 * season-watched confirmation and the go-to-episode popup.
 */
export const detailModalMachine = setup({
  types: {
    input: {} as DetailModalInput,
    context: {} as DetailModalContext,
    events: {} as DetailModalEvent,
  },
  actors: {
    resolveLegacy: fromPromise<string | null, { tmdb: TmdbClient; link: LegacyMediaLink }>(
      async ({ input, signal }) => {
        const { link, tmdb } = input;
        const page = await tmdb.search(legacySearchText(link), { type: link.type, signal });
        const found = resolveLegacyLink(link, page.items);
        return found ? mediaIdOf(found) : null;
      },
    ),
    loadDetail: fromPromise<MediaDetail, { tmdb: TmdbClient; ref: MediaRef }>(({ input, signal }) =>
      input.tmdb.getDetail(input.ref, { signal }),
    ),
    loadEpisodes: fromPromise<Episode[], { tmdb: TmdbClient; showId: string; seasons: number[] }>(
      async ({ input, signal }) => {
        const seasons = await Promise.all(
          input.seasons.map((season) =>
            input.tmdb.getSeasonEpisodes(input.showId, season, { signal }),
          ),
        );
        return seasons.flat();
      },
    ),
    findEpisode: fromPromise<
      Episode | null,
      { tmdb: TmdbClient; showId: string; season: number; episode: number }
    >(async ({ input, signal }) => {
      const episodes = await input.tmdb.getSeasonEpisodes(input.showId, input.season, { signal });
      return episodes.find((episode) => episode.number === input.episode) ?? null;
    }),
    copy: fromPromise<void, { text: string }>(({ input }) => copyText(input.text)),
  },
  actions: {
    /** The view goes there (it owns the router): the episode's page. */
    openEpisode: (_, _params: { path: string }) => {},
    /** The view replaces its address with the old link's current media id. */
    redirect: (_, _params: { mediaId: string }) => {},
    logFailure: (_, params: { what: string; error: unknown }) =>
      console.error(`Title details: ${params.what} failed`, params.error),
    addBookmark: ({ context }) => {
      const { detail } = context;
      if (!detail) return;
      context.stores.bookmarks.trigger.added({
        media: bookmarkedMediaOf(detail),
        at: context.now().getTime(),
      });
    },
    removeBookmark: ({ context }) => {
      if (context.detail) {
        context.stores.bookmarks.trigger.removed({
          tmdbId: context.detail.id,
          at: context.now().getTime(),
        });
      }
    },
    toggleFavorite: ({ context }, params: { episodeId: string }) => {
      if (!context.detail) return;
      context.stores.bookmarks.trigger.favoriteToggled({
        tmdbId: context.detail.id,
        episodeId: params.episodeId,
        at: context.now().getTime(),
      });
    },
    markEpisode: ({ context }, params: { episodeId: string }) => {
      const show = showOf(context);
      const episode = context.episodes.find((candidate) => candidate.id === params.episodeId);
      const season = show && episode && seasonEntry(show, episode.seasonNumber);
      if (!show || !episode || !season) return;
      const current = progressItemOf(context)?.episodes[episode.id]?.progress;
      context.stores.progress.trigger.episodesMarked({
        show: watchedTitle(show),
        season,
        episodes: [episodeEntry(episode)],
        progress: toggledEpisodeProgress(current),
        at: context.now().getTime(),
      });
    },
    markSeason: ({ context }) => {
      const show = showOf(context);
      const change = pendingSeasonChange(context);
      const season = show && context.season !== null && seasonEntry(show, context.season);
      const [first] = change?.changes ?? [];
      if (!show || !change || !season || !first) return;
      // Every change of one season toggle stores the same placeholder (60 of 60, or 0 of 60).
      context.stores.progress.trigger.episodesMarked({
        show: watchedTitle(show),
        season,
        episodes: change.changes.map(({ episode }) => episodeEntry(episode)),
        progress: first.progress,
        at: context.now().getTime(),
      });
    },
  },
  guards: {
    hasNoTitle: ({ context }) => context.ref === null && context.legacyLink === null,
    isLegacyLink: ({ context }) => context.legacyLink !== null,
    foundCurrentId: ({ event }) =>
      'output' in event && typeof event.output === 'string' && event.output !== '',
    hasSeasons: ({ context }) => (showOf(context)?.seasons.length ?? 0) > 0,
    isBookmarked: ({ context }) => isBookmarked(context),
    seasonHasAiredEpisodes: ({ context }) => pendingSeasonChange(context) !== null,
    /** Whole numbers, a season the show has (1 to the number of seasons), an episode from 1. */
    episodeMayExist: ({ context, event }) => {
      if (event.type !== 'goTo.submit') return false;
      const show = showOf(context);
      const { season, episode } = event;
      return (
        !!show &&
        Number.isInteger(season) &&
        Number.isInteger(episode) &&
        season >= 1 &&
        season <= show.seasonCount &&
        episode >= 1 &&
        show.seasons.some((candidate) => candidate.number === season)
      );
    },
    foundEpisode: ({ event }) => 'output' in event && event.output !== null,
    /** The film database answered that it has no such title. */
    isUnknownTitle: ({ event }) => 'error' in event && isUnknownTitleError(event.error),
  },
  delays: {
    /** "Copied" shows for 2 s (spec doc 3 §9). */
    copiedNotice: 2_000,
  },
}).createMachine({
  id: 'detailModal',
  context: ({ input }) => {
    const parts = parseMediaId(input.mediaId);
    return {
      tmdb: input.tmdb,
      stores: input.stores,
      ref: parts && { type: parts.type, id: parts.tmdbId },
      legacyLink: parts ? null : parseLegacyMediaLink(input.mediaId),
      wanted: input.episode ?? null,
      now: input.now ?? (() => new Date()),
      detail: null,
      season: null,
      episodes: [],
      goToRequest: null,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasNoTitle', target: 'closed' },
        { guard: 'isLegacyLink', target: 'resolvingLegacy' },
        { target: 'loading' },
      ],
    },
    /** Nothing to show: the modal closes itself, the page shows not-found. */
    closed: { type: 'final' },
    resolvingLegacy: {
      invoke: {
        id: 'resolveLegacy',
        src: 'resolveLegacy',
        input: ({ context }) => ({
          tmdb: context.tmdb,
          link: context.legacyLink as LegacyMediaLink,
        }),
        onDone: [
          {
            guard: 'foundCurrentId',
            target: 'redirecting',
            actions: {
              type: 'redirect',
              params: ({ event }) => ({ mediaId: event.output as string }),
            },
          },
          { target: 'closed' },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'logFailure',
            params: ({ event }) => ({ what: 'looking up an old link', error: event.error }),
          },
        },
      },
    },
    /** The view is on its way to the current media id. */
    redirecting: { type: 'final' },
    loading: {
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ tmdb: context.tmdb, ref: context.ref as MediaRef }),
        onDone: { target: 'loaded', actions: assign({ detail: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'isUnknownTitle',
            target: 'unknownTitle',
            actions: {
              type: 'logFailure',
              params: ({ event }) => ({ what: 'loading', error: event.error }),
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'logFailure',
              params: ({ event }) => ({ what: 'loading', error: event.error }),
            },
          },
        ],
      },
    },
    /**
     * Only logged (spec doc 3 §4, §8): the modal keeps its skeleton; the media page says "Failed to
     * load metadata" and offers to try again.
     */
    failed: { on: { 'detail.retry': 'starting' } },
    /** The film database has no such title: the modal keeps its skeleton, the page says so. */
    unknownTitle: { type: 'final' },
    loaded: {
      type: 'parallel',
      on: {
        'bookmark.toggle': [
          { guard: 'isBookmarked', actions: 'removeBookmark' },
          { actions: 'addBookmark' },
        ],
      },
      states: {
        episodes: {
          initial: 'starting',
          on: {
            'season.select': {
              guard: 'hasSeasons',
              target: '.loading',
              actions: assign({ season: ({ event }) => event.season, episodes: [] }),
            },
          },
          states: {
            starting: {
              always: [
                {
                  guard: 'hasSeasons',
                  target: 'loading',
                  actions: assign({ season: ({ context }) => initialSeason(context) }),
                },
                { target: 'none' },
              ],
            },
            /** A movie, or a show without seasons. */
            none: {},
            loading: {
              invoke: {
                id: 'loadEpisodes',
                src: 'loadEpisodes',
                input: ({ context }) => {
                  const show = showOf(context) as ShowDetail;
                  return {
                    tmdb: context.tmdb,
                    showId: show.id,
                    seasons:
                      context.season === FAVORITES_SEASON
                        ? show.seasons.map((season) => season.number)
                        : [context.season as number],
                  };
                },
                onDone: {
                  target: 'shown',
                  actions: assign({ episodes: ({ event }) => event.output }),
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'logFailure',
                    params: ({ event }) => ({ what: 'loading episodes', error: event.error }),
                  },
                },
              },
            },
            shown: {
              on: {
                'episode.toggleWatched': {
                  actions: {
                    type: 'markEpisode',
                    params: ({ event }) => ({ episodeId: event.episodeId }),
                  },
                },
                'episode.toggleFavorite': [
                  {
                    guard: 'isBookmarked',
                    actions: {
                      type: 'toggleFavorite',
                      params: ({ event }) => ({ episodeId: event.episodeId }),
                    },
                  },
                  {
                    // Favouriting bookmarks the show (doc 1 §4), under its real title.
                    actions: [
                      'addBookmark',
                      {
                        type: 'toggleFavorite',
                        params: ({ event }) => ({ episodeId: event.episodeId }),
                      },
                    ],
                  },
                ],
              },
            },
            /** Logged; choosing a season again tries again. */
            failed: {},
          },
        },
        dialog: {
          initial: 'none',
          states: {
            none: {
              on: {
                'season.toggleWatched': {
                  guard: and([
                    stateIn({ loaded: { episodes: 'shown' } }),
                    'seasonHasAiredEpisodes',
                  ]),
                  target: 'confirmingSeasonWatched',
                },
                'goTo.open': { guard: 'hasSeasons', target: 'goToEpisode' },
              },
            },
            confirmingSeasonWatched: {
              on: {
                'seasonWatched.confirm': { target: 'none', actions: 'markSeason' },
                'seasonWatched.cancel': 'none',
              },
            },
            goToEpisode: {
              initial: 'editing',
              on: { 'goTo.close': 'none' },
              states: {
                /** Numbers that cannot name an episode change nothing (spec doc 3 §5). */
                editing: {
                  on: {
                    'goTo.submit': {
                      guard: 'episodeMayExist',
                      target: 'finding',
                      actions: assign({
                        goToRequest: ({ event }) => ({
                          season: event.season,
                          episode: event.episode,
                        }),
                      }),
                    },
                  },
                },
                finding: {
                  exit: assign({ goToRequest: null }),
                  invoke: {
                    id: 'findEpisode',
                    src: 'findEpisode',
                    input: ({ context }) => ({
                      tmdb: context.tmdb,
                      showId: (context.detail as MediaDetail).id,
                      ...(context.goToRequest as { season: number; episode: number }),
                    }),
                    onDone: [
                      {
                        guard: 'foundEpisode',
                        target: '#detailModal.loaded.dialog.none',
                        actions: {
                          type: 'openEpisode',
                          params: ({ context, event }) => {
                            const show = showOf(context) as ShowDetail;
                            const episode = event.output as Episode;
                            const season = seasonEntry(show, episode.seasonNumber);
                            return {
                              path: mediaPath(show, {
                                seasonId: season?.tmdbId ?? '',
                                episodeId: episode.id,
                              }),
                            };
                          },
                        },
                      },
                      { target: 'editing' },
                    ],
                    onError: {
                      target: 'editing',
                      actions: {
                        type: 'logFailure',
                        params: ({ event }) => ({
                          what: 'finding the episode',
                          error: event.error,
                        }),
                      },
                    },
                  },
                },
              },
            },
          },
        },
        share: {
          initial: 'idle',
          states: {
            idle: { on: { 'share.copy': 'copying' } },
            copying: {
              invoke: {
                id: 'copyLink',
                src: 'copy',
                input: ({ event }) => {
                  assertEvent(event, 'share.copy');
                  return { text: event.url };
                },
                onDone: 'copied',
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'logFailure',
                    params: ({ event }) => ({ what: 'sharing', error: event.error }),
                  },
                },
              },
            },
            copied: { after: { copiedNotice: 'idle' } },
          },
        },
        mediaId: {
          initial: 'idle',
          states: {
            idle: { on: { 'mediaId.copy': 'copying' } },
            copying: {
              invoke: {
                id: 'copyMediaId',
                src: 'copy',
                input: ({ context }) => ({ text: mediaIdOf(context.detail as MediaDetail) }),
                onDone: 'copied',
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'logFailure',
                    params: ({ event }) => ({ what: 'copying the media id', error: event.error }),
                  },
                },
              },
            },
            copied: { after: { copiedNotice: 'idle' } },
          },
        },
      },
    },
  },
});
