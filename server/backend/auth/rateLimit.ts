import { fastifyRateLimit } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { databaseRateLimitStore } from '../http/rateLimitStore.ts';
import { HttpError } from '../http/validate.ts';

/** Requests per client address and window on /auth/*: ample for people, little for guessing. */
export const AUTH_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 };

/**
 * Limits every route registered after it in `app`'s scope (the plugin hooks onRoute), counted in
 * the database for every server on it. A refusal is a 429 with `Retry-After` and our usual error
 * body (the thrown HttpError reaches errorHandler).
 */
export async function limitAuthRate(app: FastifyInstance, db: Database): Promise<void> {
  await app.register(fastifyRateLimit, {
    store: databaseRateLimitStore(db, 'auth'),
    max: AUTH_RATE_LIMIT.max,
    timeWindow: AUTH_RATE_LIMIT.timeWindowMs,
    errorResponseBuilder: (_request, { after }) =>
      new HttpError(429, `Too many sign-in requests from this address; retry in ${after}.`),
  });
}
