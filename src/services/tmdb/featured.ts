import type { MediaDetail, MediaItem } from '../../domain/media.ts';
import { shuffled } from '../../domain/shuffle.ts';
import type { TmdbClient } from './client.ts';

/** The featured carousel's hero content (spec doc 3 §2): 10 slides, 6 movies and 4 shows. */
export const FEATURED_SLIDES = 10;
export const FEATURED_MOVIES = 6;
/** Picked among the first 20 popular titles of each type. */
export const FEATURED_CANDIDATES = 20;

/**
 * The titles of the slides: 6 random movies and 4 random shows of the candidates, in random order.
 * When one type has too few candidates (a small catalogue), the other fills the 10 places.
 */
export function pickFeatured(
  movies: readonly MediaItem[],
  shows: readonly MediaItem[],
  random: () => number,
): MediaItem[] {
  const movieOrder = shuffled(movies.slice(0, FEATURED_CANDIDATES), random);
  const showOrder = shuffled(shows.slice(0, FEATURED_CANDIDATES), random);
  const showCount = Math.min(
    showOrder.length,
    Math.max(FEATURED_SLIDES - FEATURED_MOVIES, FEATURED_SLIDES - movieOrder.length),
  );
  const movieCount = Math.min(movieOrder.length, FEATURED_SLIDES - showCount);
  return shuffled([...movieOrder.slice(0, movieCount), ...showOrder.slice(0, showCount)], random);
}

/**
 * The featured slides: the picks of the popular movies and shows, with everything a slide shows
 * (backdrop, logo, overview, rating, release dates, seasons). A title whose details fail to load is
 * left out; the load fails only when the lists, or every title, do.
 */
export async function loadFeaturedSlides(
  tmdb: TmdbClient,
  { random = Math.random, signal }: { random?: () => number; signal?: AbortSignal } = {},
): Promise<MediaDetail[]> {
  const [movies, shows] = await Promise.all([
    tmdb.getList('popular', 'movie', { signal }),
    tmdb.getList('popular', 'show', { signal }),
  ]);
  const picks = pickFeatured(movies.items, shows.items, random);
  const details = await Promise.allSettled(picks.map((pick) => tmdb.getDetail(pick, { signal })));
  const loaded = details.flatMap((detail) => (detail.status === 'fulfilled' ? [detail.value] : []));
  const firstFailure = details.find((detail) => detail.status === 'rejected');
  if (loaded.length === 0 && firstFailure) throw firstFailure.reason;
  return loaded;
}
