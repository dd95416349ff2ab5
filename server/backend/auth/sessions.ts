import { randomUUID } from 'node:crypto';
import type { Session, User } from '../../../src/contracts/backend.ts';
import { sessions, type users } from '../../db/schema.ts';
import type { BackendContext } from '../context.ts';

/** A session lives 21 days after its last use (CONTRACTS.md §1). */
export const SESSION_LIFETIME_MS = 21 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + SESSION_LIFETIME_MS);
}

export function serializeUser(row: UserRow): User {
  return {
    id: row.id,
    publicKey: row.publicKey,
    namespace: row.namespace,
    nickname: row.nickname,
    profile: row.profile,
    permissions: row.permissions,
  };
}

export function serializeSession(row: SessionRow): Session {
  return {
    id: row.id,
    user: row.userId,
    createdAt: row.createdAt.toISOString(),
    accessedAt: row.accessedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    device: row.device,
    userAgent: row.userAgent,
  };
}

/** A new session for a user, and the token that names it. */
export async function createSession(
  { db, tokens, now }: BackendContext,
  { userId, device, userAgent }: { userId: string; device: string; userAgent: string },
): Promise<{ session: SessionRow; token: string }> {
  const at = now();
  const [session] = await db
    .insert(sessions)
    .values({
      id: randomUUID(),
      userId,
      device,
      userAgent,
      createdAt: at,
      accessedAt: at,
      expiresAt: expiryFrom(at),
    })
    .returning();
  if (!session) throw new Error('The session was not stored');
  return { session, token: tokens.sign(session.id) };
}
