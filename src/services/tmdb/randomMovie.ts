import type { MediaItem } from '../../domain/media.ts';
import type { TmdbClient } from './client.ts';

/**
 * Watch Something Random (spec doc 3 §2): any movie of the second page of popular movies, or of
 * the first when a small catalogue has no second page.
 */
export async function pickRandomMovie(
  tmdb: TmdbClient,
  { random = Math.random, signal }: { random?: () => number; signal?: AbortSignal } = {},
): Promise<MediaItem> {
  const second = await tmdb.getList('popular', 'movie', { page: 2, signal });
  const pool =
    second.items.length > 0
      ? second.items
      : (await tmdb.getList('popular', 'movie', { page: 1, signal })).items;
  const pick = pool[Math.floor(random() * pool.length)];
  if (!pick) throw new Error('There are no popular movies to pick from');
  return pick;
}
