import type { MediaType } from './media.ts';
import { catalogueTime, DAY_MS } from './time.ts';

/** The quality a movie can be found in (spec doc 3 §4, §9); views print HD or CAM. */
export type ReleaseBadge = 'hd' | 'cam';

export interface ReleaseInfo {
  type: MediaType;
  /** `YYYY-MM-DD` or an ISO time, as the release service gives them. */
  digitalReleaseDate?: string;
  theatricalReleaseDate?: string;
}

const DIGITAL_HD_DAYS = 2;
const THEATRICAL_HD_DAYS = 45;

/**
 * HD from 2 days after the digital release, or from 45 days after the theatrical one; CAM before
 * that once a theatrical date is known (the spec makes no exception for one still ahead); no badge
 * without either date, and never for shows.
 */
export function releaseBadge(media: ReleaseInfo, now: Date): ReleaseBadge | null {
  if (media.type !== 'movie') return null;
  const daysSince = (date: string | undefined) => {
    const time = catalogueTime(date);
    return time === undefined ? undefined : (now.getTime() - time) / DAY_MS;
  };
  const digital = daysSince(media.digitalReleaseDate);
  if (digital !== undefined && digital >= DIGITAL_HD_DAYS) return 'hd';
  const theatrical = daysSince(media.theatricalReleaseDate);
  if (theatrical === undefined) return null;
  return theatrical >= THEATRICAL_HD_DAYS ? 'hd' : 'cam';
}
