import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { sessions, users } from '../../db/schema.ts';
import type { BackendContext } from '../context.ts';
import { HttpError } from '../http/validate.ts';
import { expiryFrom, type SessionRow, type UserRow } from './sessions.ts';

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]+)$/;
const SLIDE_EVERY_MS = 60_000;

/** The lookup every authenticated request makes, prepared once per database. */
function prepareSessionLookup(db: Database) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('at'))),
    )
    .prepare('session_lookup');
}
const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

function sessionLookup(db: Database) {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

/**
 * The account behind `Authorization: Bearer <token>` (CONTRACTS.md §1): 401 for a missing or odd
 * header, a bad token, or a session that expired or was deleted. Every authenticated call slides
 * the session's expiry.
 */
export async function authenticate(
  context: BackendContext,
  request: FastifyRequest,
): Promise<Authenticated> {
  const header = request.headers.authorization;
  const token = header ? BEARER.exec(header)?.[1] : undefined;
  if (!token) throw new HttpError(401, 'Send "Authorization: Bearer <token>" with this request.');
  const sessionId = context.tokens.verify(token);
  if (!sessionId) throw new HttpError(401, 'The token is not valid for this server.');

  const at = context.now();
  const [found] = await sessionLookup(context.db).execute({ id: sessionId, at });
  if (!found) throw new HttpError(401, 'The session has expired or was logged out; log in again.');
  const { user } = found;
  let { session } = found;
  // Slides the 21 days; at most once a minute, so a busy client is not a write per request.
  if (at.getTime() - session.accessedAt.getTime() >= SLIDE_EVERY_MS) {
    session = { ...session, accessedAt: at, expiresAt: expiryFrom(at) };
    await context.db
      .update(sessions)
      .set({ accessedAt: session.accessedAt, expiresAt: session.expiresAt })
      .where(eq(sessions.id, session.id));
  }
  return { user, session };
}

/** As `authenticate`, and the path's user must be the session's (403 otherwise). */
export async function authenticateAs(
  context: BackendContext,
  request: FastifyRequest,
  userId: string,
): Promise<Authenticated> {
  const auth = await authenticate(context, request);
  if (auth.user.id !== userId)
    throw new HttpError(403, "This token cannot read or change another user's data.");
  return auth;
}

/** For routes where an account is optional (watch party): none without a header, 401 for a bad one. */
export async function authenticateIfPresent(
  context: BackendContext,
  request: FastifyRequest,
): Promise<Authenticated | null> {
  return request.headers.authorization === undefined ? null : authenticate(context, request);
}
