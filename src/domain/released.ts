import type { MediaItem } from './media.ts';
import { catalogueTime } from './time.ts';

/**
 * Whether a card may link to the title (spec doc 3 §2 "Media card"): by its release date, or, for a
 * stored title that keeps only its year (doc 1 §3), from the first of January of that year. A title
 * with neither is unreleased.
 */
export function isReleased(media: Pick<MediaItem, 'releaseDate' | 'year'>, now: Date): boolean {
  const released = catalogueTime(media.releaseDate);
  if (released !== undefined) return released <= now.getTime();
  return media.year !== undefined && media.year <= now.getUTCFullYear();
}
