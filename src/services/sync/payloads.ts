import type { ProgressItem } from '../../contracts/backend.ts';
import type { StoredBookmark, StoredProgressItem, WatchProgress } from '../../contracts/stored.ts';
import type { BookmarkInput, ProgressInput } from '../backend/client.ts';

/**
 * The backend needs a year for a bookmark; 0 stands for "unknown" there and comes back as no year
 * (the answers' reader).
 */
export const UNKNOWN_YEAR = 0;

/** A bookmark as the backend takes it, with the time it was changed. */
export function bookmarkPayload(tmdbId: string, bookmark: StoredBookmark): Required<BookmarkInput> {
  return {
    tmdbId,
    meta: {
      title: bookmark.title,
      type: bookmark.type,
      year: bookmark.year ?? UNKNOWN_YEAR,
      ...(bookmark.poster === undefined ? {} : { poster: bookmark.poster }),
    },
    group: bookmark.group ?? [],
    favoriteEpisodes: bookmark.favoriteEpisodes ?? [],
    updatedAt: bookmark.updatedAt,
  };
}

/** A title's meta; an unknown year is left out (some backends refuse a null one). */
const progressMeta = ({ type, title, year, poster }: StoredProgressItem): ProgressItem['meta'] => ({
  title,
  type,
  ...(year === undefined ? {} : { year }),
  ...(poster === undefined ? {} : { poster }),
});

/** One part of a title's progress — the movie's, or one episode's — as the backend's PUT takes it. */
export interface ProgressPart {
  /** The progress key (`progressKey`). */
  key: string;
  at: number;
  payload: ProgressInput;
}

/** Every part of a title's progress, each at the time it was changed. */
export function progressParts(tmdbId: string, item: StoredProgressItem): ProgressPart[] {
  const meta = progressMeta(item);
  const part = (key: string, at: number, progress: WatchProgress, episode = {}) => ({
    key,
    at,
    payload: { tmdbId, meta, ...progress, ...episode, updatedAt: at },
  });
  if (item.type === 'movie') {
    return item.progress ? [part(`${tmdbId}/`, item.updatedAt, item.progress)] : [];
  }
  return Object.values(item.episodes).map((episode) =>
    part(`${tmdbId}/${episode.id}`, episode.updatedAt, episode.progress, {
      episodeId: episode.id,
      episodeNumber: episode.number,
      seasonId: episode.seasonId,
      seasonNumber: item.seasons[episode.seasonId]?.number,
    }),
  );
}
