import type { MediaItem, MediaType, SeriesPosition } from './media.ts';
import { slugify } from './slug.ts';

/**
 * Media ids in routes: `tmdb-{movie|tv}-{id}-{slug}` (spec doc 3 §2). The route table writes `tv`
 * for shows and wins over the entity text's `show`; `show` is still read, so old links open
 * (doc 1 §2 redirects them to the `tv` form). The slug is decoration: the id alone names the title,
 * and an empty slug leaves `tmdb-movie-{id}` with no trailing dash.
 */
export interface MediaIdParts {
  type: MediaType;
  /** The film database's id: decimal digits. */
  tmdbId: string;
  slug: string;
}

/** The film database's and the routes' word for each type. */
export const tmdbTypeWord = { movie: 'movie', show: 'tv' } as const satisfies Record<
  MediaType,
  string
>;

/** A type as people and older links write it: movie, tv, show or series, in any case. */
export function mediaTypeFromWord(word: string | undefined): MediaType | undefined {
  const lower = word?.toLowerCase();
  if (lower === 'movie') return 'movie';
  if (lower === 'tv' || lower === 'show' || lower === 'series') return 'show';
  return undefined;
}

const mediaIdPattern = /^tmdb-(movie|tv|show)-([0-9]+)(?:-(.*))?$/s;

export function formatMediaId({ type, tmdbId, slug }: MediaIdParts): string {
  const head = `tmdb-${tmdbTypeWord[type]}-${tmdbId}`;
  return slug ? `${head}-${slug}` : head;
}

export function mediaIdOf(media: Pick<MediaItem, 'type' | 'id' | 'title'>): string {
  return formatMediaId({ type: media.type, tmdbId: media.id, slug: slugify(media.title) });
}

/** The parts of a route's media id, or null when it is not one (a legacy form, a typo). */
export function parseMediaId(text: string): MediaIdParts | null {
  const match = mediaIdPattern.exec(text);
  const type = mediaTypeFromWord(match?.[1]);
  if (!match || !type) return null;
  const [, , tmdbId = '', slug = ''] = match;
  return { type, tmdbId, slug };
}

/**
 * Where a media card links (doc 3 "Media card"): `/media/{id}`, and for a show the episode's
 * `/{seasonId}/{episodeId}`. Without an episode (the spec's season 0 case) only `/{seasonId}` is
 * added, never an empty segment.
 */
export function mediaPath(
  media: Pick<MediaItem, 'type' | 'id' | 'title'>,
  series?: Pick<SeriesPosition, 'seasonId'> & { episodeId?: string },
): string {
  const segments = [mediaIdOf(media)];
  if (media.type === 'show' && series) {
    segments.push(series.seasonId);
    if (series.episodeId) segments.push(series.episodeId);
  }
  return `/media/${segments.map(encodeURIComponent).join('/')}`;
}
