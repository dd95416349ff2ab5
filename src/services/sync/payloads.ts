import type { ProgressItem } from '../../contracts/backend.ts';
import type { ProgressUpdate, StoredBookmark, StoredProgressItem } from '../../contracts/stored.ts';
import type { BookmarkInput, ProgressInput } from '../backend/client.ts';

/**
 * The backend needs a year for a bookmark; 0 stands for "unknown" there and comes back as no year
 * (`bookmarksFromBackend`).
 */
export const UNKNOWN_YEAR = 0;

export function bookmarkPayload(
  tmdbId: string,
  bookmark: Omit<StoredBookmark, 'updatedAt'>,
): Required<BookmarkInput> {
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
  };
}

type ProgressFields = Pick<StoredProgressItem, 'type' | 'title' | 'year' | 'poster'>;

const progressMeta = ({ type, title, year, poster }: ProgressFields): ProgressItem['meta'] => ({
  title,
  type,
  year: year ?? null,
  ...(poster === undefined ? {} : { poster }),
});

const isoTime = (epochMs: number) => new Date(epochMs).toISOString();

/** A queued progress upsert as the backend's PUT takes it. */
export function progressUpdatePayload(
  update: Extract<ProgressUpdate, { action: 'upsert' }>,
): ProgressInput {
  const { tmdbId, progress, episodeId, seasonId, episodeNumber, seasonNumber } = update;
  return {
    tmdbId,
    meta: progressMeta(update),
    duration: progress.duration,
    watched: progress.watched,
    ...(episodeId === undefined ? {} : { episodeId, seasonId, episodeNumber, seasonNumber }),
    updatedAt: isoTime(update.updatedAt),
  };
}

/** Every progress of a title, for the import at login: the movie, or each episode watched. */
export function progressPayloads(tmdbId: string, item: StoredProgressItem): ProgressInput[] {
  const meta = progressMeta(item);
  if (item.type === 'movie') {
    return item.progress
      ? [{ tmdbId, meta, ...item.progress, updatedAt: isoTime(item.updatedAt) }]
      : [];
  }
  return Object.values(item.episodes).map((episode) => ({
    tmdbId,
    meta,
    ...episode.progress,
    episodeId: episode.id,
    episodeNumber: episode.number,
    seasonId: episode.seasonId,
    seasonNumber: item.seasons[episode.seasonId]?.number,
    updatedAt: isoTime(episode.updatedAt),
  }));
}
