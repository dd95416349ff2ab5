import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type MeResponse,
  type SessionListItem,
  type User,
  userIdParamsSchema,
  userPatchBodySchema,
} from '../../../src/contracts/backend.ts';
import { playerStatuses, sessions, users } from '../../db/schema.ts';
import { authenticate, authenticateAs } from '../auth/guard.ts';
import { serializeSession, serializeUser } from '../auth/sessions.ts';
import type { BackendContext } from '../context.ts';
import { HttpError, parseInput } from '../http/validate.ts';
import { sessionRoutes } from './sessions.ts';

/** Users and their sessions (CONTRACTS.md §1). */
export function userRoutes(app: FastifyInstance, context: BackendContext): void {
  app.get('/users/@me', async (request): Promise<MeResponse> => {
    const { user, session } = await authenticate(context, request);
    return { user: serializeUser(user), session: serializeSession(session) };
  });

  app.patch('/users/:id', async (request): Promise<User> => {
    const { id } = parseInput(userIdParamsSchema, request.params, 'params');
    const { user } = await authenticateAs(context, request, id);
    const { profile, nickname } = parseInput(userPatchBodySchema, request.body, 'body');
    // drizzle refuses an update that sets nothing.
    if (profile === undefined && nickname === undefined) return serializeUser(user);
    const [updated] = await context.db
      .update(users)
      .set({ profile, nickname })
      .where(eq(users.id, id))
      .returning();
    if (!updated) throw new HttpError(404, 'The account was deleted meanwhile.');
    return serializeUser(updated);
  });

  app.delete('/users/:id', async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params, 'params');
    await authenticateAs(context, request, id);
    // Every other table of the user cascades from `users`; watch-party statuses are kept apart
    // from accounts (guests send them too), so the ones sent with this account go explicitly.
    await context.db.transaction(async (tx) => {
      await tx.delete(playerStatuses).where(eq(playerStatuses.accountId, id));
      await tx.delete(users).where(eq(users.id, id));
    });
    return { success: true as const };
  });

  app.get('/users/:id/sessions', async (request): Promise<SessionListItem[]> => {
    const { id } = parseInput(userIdParamsSchema, request.params, 'params');
    await authenticateAs(context, request, id);
    const rows = await context.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, context.now())))
      .orderBy(desc(sessions.accessedAt));
    return rows.map((row) => {
      const { user, expiresAt: _, ...rest } = serializeSession(row);
      return { ...rest, userId: user };
    });
  });

  sessionRoutes(app, context);
}
