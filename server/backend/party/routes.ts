import type { FastifyInstance } from 'fastify';
import {
  PLAYER_STATUS_MAX_BYTES,
  playerStatusBodySchema,
  playerStatusEventsQuerySchema,
  playerStatusQuerySchema,
} from '../../../src/contracts/backend.ts';
import { presentStatuses } from '../../../src/domain/party.ts';
import { sendError } from '../../http/errors.ts';
import { openRawEventStream } from '../../http/eventStream.ts';
import { authenticateIfPresent } from '../auth/guard.ts';
import type { BackendContext } from '../context.ts';
import { databaseLimiter } from '../http/limiter.ts';
import { HttpError, parseInput } from '../http/validate.ts';
import { PARTY_MEMBER_LIMIT, PARTY_STATUS_RATE_LIMIT } from '../limits.ts';
import { createRoomSignals, type RoomSignals } from './roomSignals.ts';
import {
  createStreamSlots,
  followRoom,
  ROOM_STREAM_TIMINGS,
  type RoomStreamTimings,
  type StreamSlots,
} from './roomStreams.ts';
import {
  cachedStatusReader,
  expiredStatusSweeper,
  ROOM_CAPACITY,
  recordStatus,
  roomAnswer,
  statusReader,
} from './statuses.ts';

/** Where a room's statuses stream from, advertised in `/meta` as `playerStatusEvents`. */
export const PLAYER_STATUS_EVENTS_PATH = '/api/player/status/events';

/** What tests swap: the signals and bounds of the status streams, and their timings. */
export interface PlayerStatusRouteOptions {
  signals?: RoomSignals;
  slots?: StreamSlots;
  timings?: RoomStreamTimings;
}

/**
 * Watch-party statuses (CONTRACTS.md §1, spec doc 2 §3, §7): anyone may post and read; a valid
 * token ties the status to its account. Room codes are compared upper-cased, as clients type them.
 * Beyond the community contract's poll, a room's statuses stream as they are stored.
 */
export function playerStatusRoutes(
  app: FastifyInstance,
  context: BackendContext,
  {
    signals = createRoomSignals(),
    slots = createStreamSlots(),
    timings = ROOM_STREAM_TIMINGS,
  }: PlayerStatusRouteOptions = {},
): void {
  const sweep = expiredStatusSweeper(context.db);
  const statuses = cachedStatusReader(statusReader(context.db));
  // Open streams would otherwise keep a closing server waiting for their clients to leave.
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());

  // Per client address (through TRUST_PROXY), for every server on the database.
  const countPost = databaseLimiter(
    context.db,
    'party-status',
    PARTY_STATUS_RATE_LIMIT,
    (wait) => `Too many watch-party statuses from this address; retry in ${wait}.`,
  );
  const countNewMember = databaseLimiter(
    context.db,
    'party-members',
    PARTY_MEMBER_LIMIT,
    (wait) =>
      `This address has added ${PARTY_MEMBER_LIMIT.max} members to watch-party rooms lately; ` +
      `it may add more in ${wait}.`,
  );

  app.post('/api/player/status', { bodyLimit: PLAYER_STATUS_MAX_BYTES }, async (request, reply) => {
    const auth = await authenticateIfPresent(context, request);
    const input = parseInput(playerStatusBodySchema, request.body, 'body');
    const status = { ...input, roomCode: input.roomCode.toUpperCase() };
    const timestamp = context.now().getTime();
    await sweep(timestamp);
    // Counted in the status's own transaction: one commit a post. A member stays for a status's
    // lifetime after one post, so it is new members that fill a room.
    const stored = await recordStatus(
      context.db,
      status,
      auth?.user.id ?? null,
      timestamp,
      async (tx, joins) => {
        await countPost(request.ip, reply, tx);
        if (joins) await countNewMember(request.ip, reply, tx);
      },
    );
    // Forgotten before streams are told, so the read they make at once cannot be the cached one.
    statuses.forgetRoom(status.roomCode);
    if (!stored) {
      throw new HttpError(
        409,
        `Room ${status.roomCode} is full: it holds at most ${ROOM_CAPACITY} users. Use another room code.`,
      );
    }
    signals.notify(status.roomCode);
    return { success: true, timestamp };
  });

  app.get('/api/player/status', async (request) => {
    const query = parseInput(playerStatusQuerySchema, request.query, 'query');
    const roomCode = query.roomCode.toUpperCase();
    const rows = await statuses.read(roomCode, query.userId, context.now().getTime());
    if (query.userId !== undefined) {
      return { userId: query.userId, roomCode, statuses: rows.map((row) => row.status) };
    }
    return roomAnswer(roomCode, rows);
  });

  app.get(
    PLAYER_STATUS_EVENTS_PATH,
    // A HEAD would hold a slot with nothing to read; hijacked answers skip compression anyway.
    { exposeHeadRoute: false, compress: false },
    async (request, reply) => {
      const { roomCode: asTyped } = parseInput(
        playerStatusEventsQuerySchema,
        request.query,
        'query',
      );
      const roomCode = asTyped.toUpperCase();
      const slot = slots.take(roomCode);
      // Not an HttpError: the error handler hides the message of any 5xx, and this one helps.
      if ('refused' in slot) return sendError(reply, 503, slot.refused);
      const stream = openRawEventStream(reply);
      followRoom({
        roomCode,
        read: async () => {
          const at = context.now().getTime();
          const room = roomAnswer(roomCode, await statuses.read(roomCode, undefined, at));
          const present = presentStatuses(room.users, at).map(([userId]) => userId);
          return {
            json: JSON.stringify(room),
            present: present.sort().join('\n'),
            empty: Object.keys(room.users).length === 0,
          };
        },
        signals,
        stream,
        until: [stream.signal, closing.signal],
        now: () => context.now().getTime(),
        timings,
        log: request.log,
        onEnd: slot.release,
      });
    },
  );
}
