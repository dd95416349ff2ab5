import { safeParse } from 'zod/mini';
import {
  type ProgressState,
  progressStateSchema,
  type StoredProgressItem,
  type WatchProgress,
  watchProgressSchema,
} from '../../../contracts/stored.ts';
import { changeTime, laterTimes } from '../lww.ts';
import { definePersistedStore } from '../persistedStore.ts';
import { mergeProgress, progressKey, removedAt } from './progressParts.ts';

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

const empty = (epoch = 0): ProgressState => ({ epoch, items: {}, removed: {}, synced: {} });

/**
 * The time a movie's or an episode's progress saved at `at` takes: after the progress it replaces,
 * or the removal that covers it, or — of the other type — the title's latest (see `changeTime`).
 */
function savedAt(context: ProgressState, media: WatchedMedia, at: number): number {
  const existing = context.items[media.tmdbId];
  const episodeId = media.type === 'show' ? media.episode.tmdbId : undefined;
  const part =
    existing?.type !== media.type
      ? existing?.updatedAt
      : episodeId === undefined
        ? existing.updatedAt
        : existing.episodes[episodeId]?.updatedAt;
  const removal = removedAt(context, media.tmdbId, progressKey(media.tmdbId, episodeId));
  const version = Math.max(part ?? Number.NEGATIVE_INFINITY, removal);
  return changeTime(at, Number.isFinite(version) ? version : undefined);
}

/**
 * Records `progress` of a movie or an episode at `at` (or just after what it replaces: `savedAt`).
 * A movie and a show may share a tmdbId: the newer one takes the place, and the older one's
 * progress counts as removed just before.
 */
function recorded(
  context: ProgressState,
  media: WatchedMedia,
  progress: WatchProgress,
  changedAt: number,
): ProgressState {
  const at = savedAt(context, media, changedAt);
  const { tmdbId, type, title, releaseYear: year, poster } = media;
  const existing = context.items[tmdbId];
  const replaced = existing !== undefined && existing.type !== type;
  const kept = replaced || !existing ? { seasons: {}, episodes: {} } : existing;
  const removed = replaced ? laterTimes(context.removed, { [tmdbId]: at - 1 }) : context.removed;
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
  // A show is as recent as its latest episode, which the account may have dated later than `at`.
  const dated =
    item.type === 'show'
      ? { ...item, updatedAt: Math.max(...Object.values(item.episodes).map((e) => e.updatedAt)) }
      : item;
  return { ...context, items: { ...context.items, [tmdbId]: dated }, removed };
}

/**
 * Removes a title's progress, all of it: on the backend too, episodes watched on other devices
 * included (CONTRACTS.md §1), as far as they are not newer than the removal. Dated after the
 * title's latest part at the earliest (see `changeTime`), so that it covers all it removes.
 */
function withoutProgress(context: ProgressState, tmdbId: string, at: number) {
  const item = context.items[tmdbId];
  if (!item) return undefined;
  const { [tmdbId]: _removed, ...items } = context.items;
  const removedAt = changeTime(at, item.updatedAt);
  return { ...context, items, removed: laterTimes(context.removed, { [tmdbId]: removedAt }) };
}

/**
 * A media element reports NaN before it knows the duration and Infinity for live streams; stored,
 * either would make the whole store fail its schema on the next start. Undefined when invalid.
 */
const checked = (progress: WatchProgress) => safeParse(watchProgressSchema, progress).data;

/**
 * Watch progress by tmdbId (spec doc 1 §3, §4), with what the sync needs to tell what is still to
 * push (`pendingProgressChanges`). `at` is the time of the change in epoch milliseconds, given by
 * the caller so that the store stays pure; a change is dated no earlier than just after the version
 * it replaces (`changeTime`), whatever the device's clock says. What the sync learns of the account
 * comes as changes of its own (`accountChanges.ts`), loaded with it.
 */
export const progressStore = definePersistedStore({
  key: '__MW::progress',
  versions: [
    { version: 0, migrate: migrateQueue },
    { version: 1, schema: progressStateSchema, create: () => empty() },
  ],
  merge: mergeProgress,
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
    removed: (context, { tmdbId, at }: { tmdbId: string; at: number }) =>
      withoutProgress(context, tmdbId, at),
    /** Logout (spec doc 1 §4). */
    cleared: (context) => empty(context.epoch + 1),
  },
});

/** Version 0 kept a queue of changes to push; version 1 derives them from change times. */
interface QueueLayout {
  items: Record<string, StoredProgressItem>;
  updateQueue: { tmdbId: string; action: 'upsert' | 'delete'; episodeId?: string }[];
}

/**
 * What has no queued change is the account's; a queued removal gets the time of the upgrade, the
 * only one it can have.
 */
function migrateQueue({ items, updateQueue }: QueueLayout): ProgressState {
  const queued = new Set(updateQueue.map((u) => progressKey(u.tmdbId, u.episodeId)));
  const now = Date.now();
  const synced: Record<string, number> = {};
  for (const [tmdbId, item] of Object.entries(items)) {
    if (item.progress && !queued.has(progressKey(tmdbId))) {
      synced[progressKey(tmdbId)] = item.updatedAt;
    }
    for (const episode of Object.values(item.episodes)) {
      const key = progressKey(tmdbId, episode.id);
      if (!queued.has(key)) synced[key] = episode.updatedAt;
    }
  }
  const removed = Object.fromEntries(
    updateQueue.filter((u) => u.action === 'delete').map(({ tmdbId }) => [tmdbId, now]),
  );
  return { epoch: 0, items, removed, synced };
}
