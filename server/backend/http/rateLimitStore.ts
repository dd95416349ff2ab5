import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/** A key's count in its current window. */
export interface Counted {
  current: number;
  /** Milliseconds left in the window. */
  ttl: number;
}
type Done = (error: Error | null, counted?: Counted) => void;
type CountedRow = { count: number | string; window_start: number | string; now: number | string };

/**
 * Counts one more request of `key` in the database's `rate_limits` table, so that every server on
 * one database counts the same requests (N servers must not allow N × the limit). Fixed windows on
 * the database's own clock (the servers' clocks may differ); one statement a request, which also
 * clears the bucket's expired windows.
 */
export async function countInWindow(
  db: Database,
  bucket: string,
  key: string,
  timeWindow: number,
): Promise<Counted> {
  const result = await db.execute(sql`
    with clock as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as now),
    expired as (
      delete from rate_limits
      where bucket = ${bucket} and key <> ${key}
        and window_start <= (select now from clock) - ${timeWindow}
    ),
    counted as (
      insert into rate_limits (bucket, key, window_start, count)
      select ${bucket}, ${key}, now, 1 from clock
      on conflict (bucket, key) do update set
        count = case when rate_limits.window_start <= excluded.window_start - ${timeWindow}
          then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= excluded.window_start - ${timeWindow}
          then excluded.window_start else rate_limits.window_start end
      returning count, window_start
    )
    select count, window_start, (select now from clock) as now from counted`);
  // Both drivers answer `rows`; bigint columns may come back as strings.
  const [row] = (result as unknown as { rows: CountedRow[] }).rows;
  if (!row) throw new Error('rate limit not counted');
  const ttl = Number(row.window_start) + timeWindow - Number(row.now);
  return { current: Number(row.count), ttl: Math.max(ttl, 0) };
}

/** A @fastify/rate-limit store counting in `bucket` of the database (see `countInWindow`). */
export function databaseRateLimitStore(db: Database, bucket: string) {
  return class DatabaseRateLimitStore {
    incr(key: string, done: Done, timeWindow: number): void {
      countInWindow(db, bucket, key, timeWindow).then(
        (counted) => done(null, counted),
        (error: Error) => done(error),
      );
    }

    /** Every route of a limit counts in its one bucket. */
    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
