import { BOOKMARKS_PER_IMPORT, PROGRESS_PER_IMPORT } from '../../src/contracts/backend.ts';
import { STATUS_LIFETIME_MS } from './party/statuses.ts';

/** A count allowed per key and fixed window, counted in the database (`rate_limits`). */
export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/**
 * Watch-party status posts per client address. A host posts about once a second plus at each
 * play, pause or seek, one post at a time; a guest every 10 s (spec doc 2 §7): about 60 a minute
 * for a host. 600 lets ten hosts, or a household's worth of parties, share one address.
 */
export const PARTY_STATUS_RATE_LIMIT: RateLimit = { max: 600, timeWindowMs: 60_000 };

/**
 * Members one client address may add to rooms (a user id new to a room) while a status lives. One
 * post keeps a member in a room for STATUS_LIFETIME_MS, so it is members, not posts, that fill a
 * room: with fixed windows an address adds at most 2 × 20 = 40 in any 30 minutes, fewer than a
 * room holds (ROOM_CAPACITY, 50). A viewer joins one room per party; 20 leaves a household room
 * for many.
 */
export const PARTY_MEMBER_LIMIT: RateLimit = { max: 20, timeWindowMs: STATUS_LIFETIME_MS };

/**
 * Bulk imports (`PUT /users/{id}/bookmarks`, `PUT /users/{id}/progress/import`) per account. An
 * import of thousands of items holds the database for up to a second; the app imports once per
 * login or move, in batches: a device at both quotas takes 2 + 6 = 8 imports, 20 leaves room for
 * retries.
 */
export const IMPORT_RATE_LIMIT: RateLimit = { max: 20, timeWindowMs: 10 * 60_000 };

/**
 * What one account may store. Far above real use (a long watchlist is hundreds of bookmarks, years
 * of series a few thousand episodes in progress, settings a few hundred bytes) and above a full
 * import (a backup of BOOKMARKS_PER_IMPORT bookmarks imports whole), yet a bound on what one
 * account costs the database: a bookmark takes about 2.4 KB stored, so 20,000 are about 48 MB.
 * Each count is checked in the transaction of the write, after the user's turn for that kind of
 * data (`takeTurn`), so parallel writes cannot overshoot it at all.
 */
export const ACCOUNT_QUOTAS = {
  bookmarks: 2 * BOOKMARKS_PER_IMPORT,
  progressItems: 6 * PROGRESS_PER_IMPORT,
  /** Of the stored settings as JSON text; a row lock orders the writes of one account. */
  settingsBytes: 64 * 1024,
} as const;
