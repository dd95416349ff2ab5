import type { FastifyInstance } from 'fastify';
import {
  PLAYER_STATUS_MAX_BYTES,
  type PlayerStatus,
  playerStatusBodySchema,
  playerStatusQuerySchema,
} from '../../../src/contracts/backend.ts';
import { authenticateIfPresent } from '../auth/guard.ts';
import type { BackendContext } from '../context.ts';
import { HttpError, parseInput } from '../http/validate.ts';
import {
  cachedStatusReader,
  expiredStatusSweeper,
  ROOM_CAPACITY,
  recordStatus,
  statusReader,
} from './statuses.ts';

/**
 * Watch-party statuses (CONTRACTS.md §1, spec doc 2 §3, §7): anyone may post and read; a valid
 * token ties the status to its account. Room codes are compared upper-cased, as clients type them.
 */
export function playerStatusRoutes(app: FastifyInstance, context: BackendContext): void {
  const sweep = expiredStatusSweeper(context.db);
  const statuses = cachedStatusReader(statusReader(context.db));

  app.post('/api/player/status', { bodyLimit: PLAYER_STATUS_MAX_BYTES }, async (request) => {
    const auth = await authenticateIfPresent(context, request);
    const input = parseInput(playerStatusBodySchema, request.body, 'body');
    const status = { ...input, roomCode: input.roomCode.toUpperCase() };
    const timestamp = context.now().getTime();
    await sweep(timestamp);
    const stored = await recordStatus(context.db, status, auth?.user.id ?? null, timestamp);
    statuses.forgetRoom(status.roomCode);
    if (!stored) {
      throw new HttpError(
        409,
        `Room ${status.roomCode} is full: it holds at most ${ROOM_CAPACITY} users. Use another room code.`,
      );
    }
    return { success: true, timestamp };
  });

  app.get('/api/player/status', async (request) => {
    const query = parseInput(playerStatusQuerySchema, request.query, 'query');
    const roomCode = query.roomCode.toUpperCase();
    const rows = await statuses.read(roomCode, query.userId, context.now().getTime());
    if (query.userId !== undefined) {
      return { userId: query.userId, roomCode, statuses: rows.map((row) => row.status) };
    }
    const users = new Map<string, PlayerStatus[]>();
    for (const { userId, status } of rows) {
      const statuses = users.get(userId);
      if (statuses) statuses.push(status);
      else users.set(userId, [status]);
    }
    // Not assignment to a plain object: a user id such as "__proto__" must stay an ordinary key.
    return { roomCode, users: Object.fromEntries(users) };
  });
}
