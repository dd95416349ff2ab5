/** Time spans the browse rules count in, in milliseconds. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * A catalogue date (`YYYY-MM-DD`, read as midnight UTC, or a full ISO time) in milliseconds, or
 * undefined when absent or unreadable, so a bad date counts as no date rather than as 1970.
 */
export function catalogueTime(date: string | undefined): number | undefined {
  if (!date) return undefined;
  const time = Date.parse(date);
  return Number.isNaN(time) ? undefined : time;
}
