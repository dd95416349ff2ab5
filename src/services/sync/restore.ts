import type { BookmarkAnswer, ProgressAnswer } from '../../contracts/backendAnswers.ts';
import type { StoredBookmark } from '../../contracts/stored.ts';
import type { AccountProgress } from '../storage/stores/accountProgress.ts';

/** Optional fields only when there is a value. */
const present = <T extends object>(fields: T) =>
  Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

/**
 * The account's bookmarks as the bookmarks store keeps them; one without a time is taken as
 * changed when fetched (spec doc 1 §4: a missing updatedAt is the current time).
 */
export function bookmarksFromAccount(
  bookmarks: readonly BookmarkAnswer[],
  fetchedAt: number,
): Record<string, StoredBookmark> {
  return Object.fromEntries(
    bookmarks.map(({ tmdbId, meta, group, favoriteEpisodes, updatedAt }) => [
      tmdbId,
      {
        type: meta.type,
        title: meta.title,
        ...present({ year: meta.year, poster: meta.poster || undefined }),
        updatedAt: updatedAt ?? fetchedAt,
        ...(group.length > 0 ? { group } : {}),
        ...(favoriteEpisodes.length > 0 ? { favoriteEpisodes } : {}),
      },
    ]),
  );
}

/**
 * The account's progress rows as the progress store takes them: a movie's, or an episode's with
 * its season (a show's row without them has no place, and is left out). The backend knows no
 * episode or season titles.
 */
export function progressFromAccount(
  rows: readonly ProgressAnswer[],
  fetchedAt: number,
): AccountProgress[] {
  return rows.flatMap(({ tmdbId, meta, episode, season, duration, watched, updatedAt }) => {
    const placed = episode.id !== null && season.id !== null;
    if (meta.type === 'show' && !placed) return [];
    const row: AccountProgress = {
      tmdbId,
      type: meta.type,
      title: meta.title,
      ...present({ year: meta.year, poster: meta.poster || undefined }),
      updatedAt: updatedAt ?? fetchedAt,
      progress: { duration, watched },
    };
    if (meta.type === 'movie' || episode.id === null || season.id === null) return [row];
    const place = {
      id: episode.id,
      number: episode.number ?? 0,
      seasonId: season.id,
      seasonNumber: season.number ?? 0,
    };
    return [{ ...row, episode: place }];
  });
}
