import type { StoredBookmark, StoredProgressItem } from '../../../contracts/stored.ts';
import { latestFirst } from '../../../domain/latestFirst.ts';
import type { MediaItem, SeriesPosition } from '../../../domain/media.ts';
import { continueWatching, type EpisodeProgress, type Progress } from '../../../domain/watching.ts';

/** A card of a home section, as MediaCard takes it. */
export interface SectionCard {
  media: MediaItem;
  series?: SeriesPosition;
  progress?: Progress;
}

type StoredTitle = Pick<StoredBookmark, 'type' | 'title' | 'year' | 'poster'>;

/** `YYYY-MM-DD` of an epoch time. */
const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * A stored title as a card; cards go by its year. One without a year counts as released by
 * `releasedBy` (a title somebody watched has come out).
 */
function storedMedia(tmdbId: string, title: StoredTitle, releasedBy?: number): MediaItem {
  const releaseDate =
    title.year === undefined && releasedBy !== undefined ? day(releasedBy) : undefined;
  return {
    id: tmdbId,
    type: title.type,
    title: title.title,
    ...(title.year !== undefined && { year: title.year }),
    ...(releaseDate && { releaseDate }),
    ...(title.poster && { poster: title.poster }),
  };
}

type StoredEpisodeProgress = EpisodeProgress & { id: string; seasonId: string };
type WatchedTitle = { tmdbId: string; stored: StoredProgressItem } & (
  | { type: 'movie'; updatedAt: number; progress: Progress }
  | { type: 'show'; updatedAt: number; episodes: StoredEpisodeProgress[] }
);

/** The progress store's item in the shape of the watching rules, keeping what the card needs. */
function watchedTitle(tmdbId: string, stored: StoredProgressItem): WatchedTitle {
  const { updatedAt } = stored;
  if (stored.type === 'movie') {
    const progress = stored.progress ?? { watched: 0, duration: 0 };
    return { tmdbId, stored, type: 'movie', updatedAt, progress };
  }
  const episodes = Object.values(stored.episodes).map((episode) => ({
    id: episode.id,
    seasonId: episode.seasonId,
    season: stored.seasons[episode.seasonId]?.number ?? 0,
    number: episode.number,
    updatedAt: episode.updatedAt,
    progress: episode.progress,
  }));
  return { tmdbId, stored, type: 'show', updatedAt, episodes };
}

/**
 * Continue watching (spec doc 3 §2, §4): titles in progress, latest first; a show's card opens the
 * episode it resumes at. Something being watched is out, so it counts as released by then.
 */
export function continueWatchingCards(items: Record<string, StoredProgressItem>): SectionCard[] {
  const titles = Object.entries(items).map(([tmdbId, stored]) => watchedTitle(tmdbId, stored));
  return continueWatching(titles).map(({ item, progress, episode }) => ({
    media: storedMedia(item.tmdbId, item.stored, item.updatedAt),
    progress,
    ...(episode && {
      series: {
        season: episode.season,
        episode: episode.number,
        seasonId: episode.seasonId,
        episodeId: episode.id,
      },
    }),
  }));
}

/** The bookmarks, latest update first (spec doc 3 §2). */
export function bookmarkCards(bookmarks: Record<string, StoredBookmark>): SectionCard[] {
  return latestFirst(
    Object.entries(bookmarks).map(([tmdbId, bookmark]) => ({ tmdbId, ...bookmark })),
  ).map(({ tmdbId, ...bookmark }) => ({ media: storedMedia(tmdbId, bookmark) }));
}
