import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type Session,
  sessionIdParamsSchema,
  sessionPatchBodySchema,
} from '../../../src/contracts/backend.ts';
import { sessions } from '../../db/schema.ts';
import { type Authenticated, authenticate } from '../auth/guard.ts';
import { type SessionRow, serializeSession } from '../auth/sessions.ts';
import type { BackendContext } from '../context.ts';
import { HttpError, parseInput } from '../http/validate.ts';

const NO_SESSION = 'There is no session with this id.';

/** Renaming and logging out one session, the caller's own or another of their devices. */
export function sessionRoutes(app: FastifyInstance, context: BackendContext): void {
  app.patch('/sessions/:sid', async (request): Promise<Session & { current: boolean }> => {
    const { auth, target } = await ownSession(context, request);
    const { deviceName } = parseInput(sessionPatchBodySchema, request.body, 'body');
    const [updated] = await context.db
      .update(sessions)
      .set({ device: deviceName })
      .where(eq(sessions.id, target.id))
      .returning();
    if (!updated) throw new HttpError(404, NO_SESSION);
    return { ...serializeSession(updated), current: updated.id === auth.session.id };
  });

  // The token of a deleted session is refused from then on: the guard finds no row.
  app.delete('/sessions/:sid', async (request) => {
    const { target } = await ownSession(context, request);
    await context.db.delete(sessions).where(eq(sessions.id, target.id));
    return { id: target.id };
  });
}

/** The path's session with the caller: 404 when there is none, 403 when it is another user's. */
async function ownSession(
  context: BackendContext,
  request: FastifyRequest,
): Promise<{ auth: Authenticated; target: SessionRow }> {
  const { sid } = parseInput(sessionIdParamsSchema, request.params, 'params');
  const auth = await authenticate(context, request);
  const [target] = await context.db.select().from(sessions).where(eq(sessions.id, sid));
  if (!target) throw new HttpError(404, NO_SESSION);
  if (target.userId !== auth.user.id)
    throw new HttpError(403, "This token cannot change another user's sessions.");
  return { auth, target };
}
