import type { Bookmark, ProgressItem } from '../../contracts/backend.ts';
import type { StoredBookmark, StoredProgressItem } from '../../contracts/stored.ts';
import { UNKNOWN_YEAR } from './payloads.ts';

const epochMs = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? Date.now() : time;
};

const optionalYear = (year: number | null | undefined) =>
  year === null || year === undefined || year === UNKNOWN_YEAR ? {} : { year };

const optionalPoster = (poster: string | undefined) => (poster ? { poster } : {});

/** The account's bookmarks as the bookmarks store keeps them. */
export function bookmarksFromBackend(
  bookmarks: readonly Bookmark[],
): Record<string, StoredBookmark> {
  return Object.fromEntries(
    bookmarks.map(({ tmdbId, meta, group, favoriteEpisodes, updatedAt }) => [
      tmdbId,
      {
        type: meta.type,
        title: meta.title,
        ...optionalYear(meta.year),
        ...optionalPoster(meta.poster),
        updatedAt: epochMs(updatedAt),
        ...(group.length > 0 ? { group } : {}),
        ...(favoriteEpisodes.length > 0 ? { favoriteEpisodes } : {}),
      },
    ]),
  );
}

/**
 * The account's progress as the progress store keeps it: one item per title, a show's episodes
 * and seasons by id. The backend knows no episode or season titles: they stay empty.
 */
export function progressFromBackend(
  items: readonly ProgressItem[],
): Record<string, StoredProgressItem> {
  const result: Record<string, StoredProgressItem> = {};
  for (const { tmdbId, meta, episode, season, duration, watched, updatedAt } of items) {
    const at = epochMs(updatedAt);
    const progress = { duration, watched };
    const existing = result[tmdbId];
    const item: StoredProgressItem =
      existing?.type === meta.type
        ? { ...existing, updatedAt: Math.max(existing.updatedAt, at) }
        : {
            type: meta.type,
            title: meta.title,
            ...optionalYear(meta.year),
            ...optionalPoster(meta.poster),
            updatedAt: at,
            seasons: {},
            episodes: {},
          };
    if (meta.type === 'movie' || episode.id === null || season.id === null) {
      item.progress = progress;
    } else {
      item.seasons[season.id] = { id: season.id, number: season.number ?? 0, title: '' };
      item.episodes[episode.id] = {
        id: episode.id,
        number: episode.number ?? 0,
        title: '',
        seasonId: season.id,
        updatedAt: at,
        progress,
      };
    }
    result[tmdbId] = item;
  }
  return result;
}

/**
 * What the device shows after a fetch: the account's items, except the titles with changes still
 * queued here, which keep the device's version (or its removal) until they are pushed. `merge`
 * combines a queued title's device and account versions when both exist.
 */
export function withPendingChanges<T>(
  fetched: Record<string, T>,
  local: Record<string, T>,
  pendingIds: Iterable<string>,
  merge: (fromAccount: T, fromDevice: T, tmdbId: string) => T = (_, fromDevice) => fromDevice,
): Record<string, T> {
  const result = { ...fetched };
  for (const tmdbId of pendingIds) {
    const fromDevice = local[tmdbId];
    const fromAccount = fetched[tmdbId];
    if (fromDevice === undefined) delete result[tmdbId];
    else
      result[tmdbId] =
        fromAccount === undefined ? fromDevice : merge(fromAccount, fromDevice, tmdbId);
  }
  return result;
}

/**
 * A show watched on both sides: the episodes of both, the device's where they overlap (its change
 * is newer and not pushed yet), and the names the device knows.
 */
export function mergeProgressItems(
  fromAccount: StoredProgressItem,
  fromDevice: StoredProgressItem,
): StoredProgressItem {
  if (fromAccount.type !== fromDevice.type || fromDevice.type === 'movie') return fromDevice;
  return {
    ...fromDevice,
    seasons: { ...fromAccount.seasons, ...fromDevice.seasons },
    episodes: { ...fromAccount.episodes, ...fromDevice.episodes },
  };
}
