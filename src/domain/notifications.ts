import { DAY_MS } from './time.ts';

/** Items older than this many days count as read when they load (spec doc 3 §4, §5, §9). */
export const AUTO_READ_DAYS = { fallback: 14, min: 1, max: 365 } as const;

/** Characters of a description the list shows (spec doc 3 §9). */
export const PREVIEW_LENGTH = 150;

/**
 * The auto-read age typed in the settings, or null when it is not a whole number of days from 1 to
 * 365 (spec doc 3 §5): it is then refused, not stored.
 */
export function autoReadDaysOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return isAutoReadDays(days) ? days : null;
}

export const isAutoReadDays = (days: number): boolean =>
  Number.isInteger(days) && days >= AUTO_READ_DAYS.min && days <= AUTO_READ_DAYS.max;

/** True when an item of this date is past the auto-read age; an undated item never is. */
export function pastAutoReadAge(published: number | null, days: number, now: number): boolean {
  return published !== null && now - published > days * DAY_MS;
}

/** Newest first, for `sort`; undated items (null) after the dated ones, in their order. */
export function newestFirst(a: { published: number | null }, b: { published: number | null }) {
  if (a.published === b.published) return 0;
  if (a.published === null || b.published === null) return a.published === null ? 1 : -1;
  return b.published - a.published;
}

export type FeedUrlProblem = 'invalidUrl' | 'duplicate';

/**
 * Why a custom feed URL is refused (spec doc 3 §5: a URL), or null when it can be added: it must
 * be an http(s) URL, and not one of the feeds already listed. Blank entries are skipped by the
 * caller before they get here.
 */
export function feedUrlProblem(url: string, listed: readonly string[]): FeedUrlProblem | null {
  const trimmed = url.trim();
  if (!URL.canParse(trimmed) || !/^https?:$/.test(new URL(trimmed).protocol)) return 'invalidUrl';
  return listed.includes(trimmed) ? 'duplicate' : null;
}

/** Whitespace collapsed, then the first 150 characters (by code point), with an ellipsis if cut. */
export function previewOf(text: string, length: number = PREVIEW_LENGTH): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= length) return characters.join('');
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}

/** The categories with a label and a colour of their own (spec doc 3 §9). */
export const CATEGORIES = ['announcement', 'feature', 'update', 'bugfix'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A feed's category as one of the known ones (any case), or null for any other text. */
export function knownCategory(category: string | null): Category | null {
  const lower = category?.trim().toLowerCase();
  return CATEGORIES.find((known) => known === lower) ?? null;
}
