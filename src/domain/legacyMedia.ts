import type { MediaItem, MediaType } from './media.ts';
import { mediaTypeFromWord } from './mediaId.ts';
import { slugify } from './slug.ts';

/**
 * Old `/media/...` links (spec doc 1 §2): `JW-{type}-{id}-{slug}` from the retired JustWatch-based
 * app, whose ids nothing can look up any more, so the slug's words are searched in the catalogue and
 * matched as doc 1 §5 says: titles ignoring case, quotes and colons, year within 1. (`tmdb-show-…`
 * links carry a current id and are read by parseMediaId.)
 */
export interface LegacyMediaLink {
  type: MediaType;
  /** The slug's words, e.g. `['the', 'matrix', '1999']`. */
  words: string[];
  /** The last word when it reads as a year and is not the whole title. */
  year?: number;
}

/** A title to find, from an old link or an old stored item. */
export interface LegacyTitle {
  type: MediaType;
  title: string;
  year?: number;
}

type Candidate = Pick<MediaItem, 'type' | 'title' | 'year'>;

const legacyLinkPattern = /^jw-([a-z]+)-[0-9]+-(.+)$/is;
const yearWord = /^(18|19|20)[0-9]{2}$/;

/** The old link's title, or null when the segment is not one or names no title. */
export function parseLegacyMediaLink(segment: string): LegacyMediaLink | null {
  const match = legacyLinkPattern.exec(segment);
  const type = mediaTypeFromWord(match?.[1]);
  const words = (match?.[2] ?? '').split('-').filter(Boolean);
  if (!type || words.length === 0) return null;
  const last = words.at(-1) ?? '';
  return words.length > 1 && yearWord.test(last)
    ? { type, words, year: Number(last) }
    : { type, words };
}

/** What to search the catalogue for: the title words, without the year. */
export function legacySearchText(link: LegacyMediaLink): string {
  return (link.year === undefined ? link.words : link.words.slice(0, -1)).join(' ');
}

/**
 * The candidate an old link means. A trailing year word is read first as the release year, then as
 * part of the title, so both `the-matrix-1999` and `blade-runner-2049` find their film.
 */
export function resolveLegacyLink<C extends Candidate>(
  link: LegacyMediaLink,
  candidates: readonly C[],
): C | undefined {
  const whole: LegacyTitle = { type: link.type, title: link.words.join(' ') };
  const dated =
    link.year === undefined
      ? undefined
      : matchLegacyTitle({ ...whole, title: legacySearchText(link), year: link.year }, candidates);
  return dated ?? matchLegacyTitle(whole, candidates);
}

/**
 * The candidate of the same type whose title matches and, when a year is wanted, whose year is
 * within 1 of it; the closest year wins, then the earlier candidate (the search's own ranking).
 */
export function matchLegacyTitle<C extends Candidate>(
  wanted: LegacyTitle,
  candidates: readonly C[],
): C | undefined {
  const key = titleKey(wanted.title);
  if (!key) return undefined;
  let best: { candidate: C; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate.type !== wanted.type || titleKey(candidate.title) !== key) continue;
    const distance = yearDistance(wanted.year, candidate.year);
    if (distance > 1 || (best && best.distance <= distance)) continue;
    best = { candidate, distance };
  }
  return best?.candidate;
}

function yearDistance(wanted: number | undefined, found: number | undefined): number {
  if (wanted === undefined) return 0;
  return found === undefined ? Number.POSITIVE_INFINITY : Math.abs(wanted - found);
}

/**
 * Titles compare on their letters and digits only: that ignores case, quotes and colons as the
 * spec asks, and also the dashes a slug put where spaces and other punctuation were.
 */
function titleKey(title: string): string {
  return slugify(title).replaceAll('-', '');
}
