import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { RateLimit } from '../limits.ts';
import { countInWindow } from './rateLimitStore.ts';
import { HttpError } from './validate.ts';

/** A wait as a person reads it: "40 seconds", "12 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * A rate limit a route counts itself, for keys known only inside it (an account once
 * authenticated; an address only for some of its requests), in `bucket` of the database so that
 * every server on it counts together. Beyond `limit.max`: a 429 with `Retry-After` and the message
 * `refusal` makes of the wait.
 */
export function databaseLimiter(
  db: Database,
  bucket: string,
  limit: RateLimit,
  refusal: (wait: string) => string,
) {
  /** `within`: the transaction to count in, undone with it. */
  return async (key: string, reply: FastifyReply, within: Database = db): Promise<void> => {
    const { current, ttl } = await countInWindow(within, bucket, key, limit.timeWindowMs);
    if (current <= limit.max) return;
    const seconds = Math.max(Math.ceil(ttl / 1000), 1);
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, refusal(waitText(seconds)));
  };
}
