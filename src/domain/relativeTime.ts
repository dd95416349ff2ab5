import { DAY_MS, HOUR_MS, MINUTE_MS } from './time.ts';

/**
 * How long ago something happened, for the notifications list (spec doc 3 §9): just now, then
 * minutes, hours, days, weeks under 30 days, months (of 30 days) under 365 days, then years. The
 * units are `Intl.RelativeTimeFormat`'s, so views can word them in any language.
 */
export type RelativeTime =
  | { unit: 'now'; count: 0 }
  | { unit: 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'; count: number };

/** Null for an unreadable date; a time ahead of `now` (a clock off by a little) is just now. */
export function relativeTime(then: Date, now: Date): RelativeTime | null {
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return null;
  const days = Math.floor(elapsed / DAY_MS);
  if (elapsed < MINUTE_MS) return { unit: 'now', count: 0 };
  if (elapsed < HOUR_MS) return { unit: 'minute', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hour', count: Math.floor(elapsed / HOUR_MS) };
  if (days < 7) return { unit: 'day', count: days };
  if (days < 30) return { unit: 'week', count: Math.floor(days / 7) };
  if (days < 365) return { unit: 'month', count: Math.floor(days / 30) };
  return { unit: 'year', count: Math.floor(days / 365) };
}
