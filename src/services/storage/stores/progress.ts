import { safeParse } from 'zod/mini';
import {
  type ProgressState,
  progressStateSchema,
  type StoredProgressItem,
  type WatchProgress,
  watchProgressSchema,
} from '../../../contracts/stored.ts';
import { definePersistedStore } from '../persistedStore.ts';
import { dequeue, emptied, enqueue } from '../updateQueue.ts';

/** A season or an episode as the catalogue numbers and names it. */
export interface CatalogueEntry {
  tmdbId: string;
  number: number;
  title: string;
}

/** The title being watched (spec doc 3 §3: `releaseYear`, as the player knows it). */
export interface WatchedTitle {
  tmdbId: string;
  title: string;
  releaseYear?: number;
  poster?: string;
}

/** What a progress update is about: a movie, or one episode of a show. */
export type WatchedMedia =
  | (WatchedTitle & { type: 'movie' })
  | (WatchedTitle & { type: 'show'; season: CatalogueEntry; episode: CatalogueEntry });

const empty = (): ProgressState => ({ items: {}, updateQueue: [], lastUpdateId: 0 });

/**
 * Records `progress` of a movie or an episode and queues an upsert of it, replacing a queued one of
 * the same movie or episode: only the latest position needs pushing.
 */
function recorded(
  context: ProgressState,
  media: WatchedMedia,
  progress: WatchProgress,
  at: number,
): ProgressState {
  const { tmdbId, type, title, releaseYear: year, poster } = media;
  const existing = context.items[tmdbId];
  // A movie and a show may share a tmdbId: the newer one takes the place.
  const kept = existing?.type === type ? existing : { seasons: {}, episodes: {} };
  const details = { type, title, year, poster, updatedAt: at };
  const item: StoredProgressItem =
    media.type === 'movie'
      ? { ...kept, ...details, progress }
      : {
          ...kept,
          ...details,
          seasons: {
            ...kept.seasons,
            [media.season.tmdbId]: {
              id: media.season.tmdbId,
              number: media.season.number,
              title: media.season.title,
            },
          },
          episodes: {
            ...kept.episodes,
            [media.episode.tmdbId]: {
              id: media.episode.tmdbId,
              number: media.episode.number,
              title: media.episode.title,
              seasonId: media.season.tmdbId,
              updatedAt: at,
              progress,
            },
          },
        };
  const episode =
    media.type === 'show'
      ? {
          episodeId: media.episode.tmdbId,
          seasonId: media.season.tmdbId,
          episodeNumber: media.episode.number,
          seasonNumber: media.season.number,
        }
      : {};
  return enqueue<ProgressState>(
    { ...context, items: { ...context.items, [tmdbId]: item } },
    (id) => ({ id, action: 'upsert', tmdbId, ...details, progress, ...episode }),
    (queued) =>
      queued.tmdbId === tmdbId &&
      queued.action === 'upsert' &&
      queued.episodeId === episode.episodeId,
  );
}

/**
 * Removes a title's progress and queues a delete of it. One delete without episode or season ids
 * removes all the title's progress on the backend too (CONTRACTS.md §1), including episodes watched
 * on other devices; it makes any change of the title still queued moot.
 */
function withoutProgress(context: ProgressState, tmdbId: string): ProgressState | undefined {
  if (!(tmdbId in context.items)) return undefined;
  const { [tmdbId]: _removed, ...items } = context.items;
  return enqueue<ProgressState>(
    { ...context, items },
    (id) => ({ id, action: 'delete', tmdbId }),
    (queued) => queued.tmdbId === tmdbId,
  );
}

/**
 * A media element reports NaN before it knows the duration and Infinity for live streams; stored,
 * either would make the whole store fail its schema on the next start. Undefined when invalid.
 */
const checked = (progress: WatchProgress) => safeParse(watchProgressSchema, progress).data;

/**
 * Watch progress by tmdbId, and the changes the sync has still to push (spec doc 1 §3, §4). `at`
 * is the time of the change in epoch milliseconds, given by the caller so that the store stays pure.
 */
export const progressStore = definePersistedStore({
  key: '__MW::progress',
  versions: [{ version: 0, schema: progressStateSchema, create: empty }],
  on: {
    /** The player's position in a movie or an episode. */
    updated: (
      context,
      { media, progress, at }: { media: WatchedMedia; progress: WatchProgress; at: number },
    ) => {
      const valid = checked(progress);
      return valid && recorded(context, media, valid, at);
    },
    /**
     * Episodes marked watched or unwatched from an episode list, one or a whole season (spec doc 3
     * §4); `progress` is the placeholder the watched rule gives (60 of 60, or 0 of 60).
     */
    episodesMarked: (
      context,
      {
        show,
        season,
        episodes,
        progress,
        at,
      }: {
        show: WatchedTitle;
        season: CatalogueEntry;
        episodes: CatalogueEntry[];
        progress: WatchProgress;
        at: number;
      },
    ) => {
      const valid = checked(progress);
      return (
        valid &&
        episodes.reduce(
          (next, episode) => recorded(next, { ...show, type: 'show', season, episode }, valid, at),
          context,
        )
      );
    },
    /** Removes a title from continue watching, with all its episodes. */
    removed: (context, { tmdbId }: { tmdbId: string }) => withoutProgress(context, tmdbId),
    /**
     * The account's progress, fetched or imported: nothing to push. Changes still queued stay, as
     * they are the user's and newer than what was fetched.
     */
    replaced: (context, { items }: { items: Record<string, StoredProgressItem> }) => ({
      ...context,
      items,
    }),
    /** Logout (spec doc 1 §4). */
    cleared: (context) => emptied(context, empty()),
    /** The sync pushed (or gave up on) these queued changes. */
    dequeued: (context, { ids }: { ids: number[] }) => dequeue(context, ids),
  },
});
