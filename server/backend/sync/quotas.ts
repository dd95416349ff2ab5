import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { bookmarks, progress } from '../../db/schema.ts';
import { HttpError } from '../http/validate.ts';

/**
 * The status a quota is refused with, as a full room is: sync clients drop the change for good
 * (ours: any 4xx but 401, 403, 408 and 429; the community's drop any failed write) where 401/403
 * would log them out and 429 or a 5xx would have them retry for ever.
 */
export const QUOTA_STATUS = 409;

const amount = (value: number) => value.toLocaleString('en-US');

/**
 * Refuses a write (the transaction rolls back) that leaves the account with more than `quota`
 * items in `table`: a 409 naming the quota. In the write's transaction, after its `takeTurn` and
 * its upserts, so writes of one account are counted one after the other.
 */
export async function keepWithinQuota(
  tx: Database,
  table: typeof bookmarks | typeof progress,
  userId: string,
  quota: number,
  what: string,
): Promise<void> {
  const [held] = await tx.select({ items: count() }).from(table).where(eq(table.userId, userId));
  const items = Number(held?.items ?? 0);
  if (items <= quota) return;
  throw new HttpError(
    QUOTA_STATUS,
    `This account holds at most ${amount(quota)} ${what}; this change would make ${amount(items)}. ` +
      'Remove some before adding more.',
  );
}

/** Refuses settings whose stored JSON would take more than `quota` bytes: a 409 naming it. */
export function refuseSettingsOver(quota: number, bytes: number): void {
  if (bytes <= quota) return;
  throw new HttpError(
    QUOTA_STATUS,
    `This account's settings take at most ${amount(quota / 1024)} KiB; these would take ` +
      `${amount(Math.ceil(bytes / 1024))} KiB. Shorten them (the proxy list, most likely).`,
  );
}
