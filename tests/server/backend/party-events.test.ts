import { EventSource } from 'eventsource';
import { createParser } from 'eventsource-parser';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokens } from '../../../server/backend/auth/tokens.ts';
import { allowAnyOrigin } from '../../../server/backend/cors.ts';
import { createRoomSignals } from '../../../server/backend/party/roomSignals.ts';
import {
  createStreamSlots,
  type RoomStreamTimings,
} from '../../../server/backend/party/roomStreams.ts';
import {
  PLAYER_STATUS_EVENTS_PATH,
  playerStatusRoutes,
} from '../../../server/backend/party/routes.ts';
import { POLL_CACHE_MS } from '../../../server/backend/party/statuses.ts';
import type { DatabaseHandle } from '../../../server/db/database.ts';
import { playerStatuses } from '../../../server/db/schema.ts';
import { errorHandler } from '../../../server/http/errors.ts';
import type { PlayerStatusInput } from '../../../src/contracts/backend.ts';
import { HOST_PRESENT_FOR } from '../../../src/domain/party.ts';
import type { RoomStatuses } from '../../../src/services/party/client.ts';
import { roomEventsUrl, watchRoom } from '../../../src/services/party/push.ts';
import { eventually } from '../../support/eventually.ts';
import { createTestServer, TEST_SECRET } from '../support.ts';
import {
  openTestBackend,
  openTestDatabase,
  statusOf,
  type TestBackend,
  testClock,
} from './support.ts';

interface Message {
  event: string | undefined;
  data: string;
  /** performance.now() when it was parsed. */
  at: number;
}

/** A stream as a client reads it: every message and comment, in order, as they arrive. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const messages: Message[] = [];
  let comments = 0;
  let ended = false;
  let wake = () => {};
  const parser = createParser({
    onEvent: ({ event, data }) => {
      messages.push({ event, data, at: performance.now() });
      wake();
    },
    onComment: () => {
      comments += 1;
      wake();
    },
  });
  const pump = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
  })()
    .catch(() => {})
    .finally(() => {
      ended = true;
      wake();
    });
  const state = {
    messages,
    get comments() {
      return comments;
    },
    get ended() {
      return ended;
    },
  };
  return {
    response,
    ...state,
    /** Resolves once `ready` holds, failing after `timeoutMs`. */
    waitFor(ready: (seen: typeof state) => boolean, timeoutMs = 3000): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('waited in vain')), timeoutMs);
        wake = () => {
          if (!ready(state)) return;
          clearTimeout(timer);
          resolve();
        };
        wake();
      });
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
type Stream = Awaited<ReturnType<typeof openStream>>;

const rooms = (stream: Stream) =>
  stream.messages.map((message) => {
    expect(message.event).toBe('room');
    return JSON.parse(message.data) as RoomStatuses;
  });

const timesOf = (room: RoomStatuses, userId = 'host') =>
  (room.users[userId] ?? []).map((status) => status.player.time);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const opened: Stream[] = [];
async function open(url: string) {
  const stream = await openStream(url);
  opened.push(stream);
  return stream;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((stream) => stream.close()));
});

describe('the backend plugin (as `npm run backend` serves it)', () => {
  let backend: TestBackend;
  let base: string;
  beforeAll(async () => {
    backend = await openTestBackend();
    base = await backend.app.listen({ port: 0, host: '127.0.0.1' });
  }, 30_000);
  afterAll(async () => {
    // Node 22's fetch may keep a finished stream's socket open; the server need not wait for it.
    backend.app.server.closeAllConnections();
    await backend.close();
  });

  const post = (status: PlayerStatusInput) =>
    fetch(`${base}/api/player/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(status),
    });
  const eventsOf = (roomCode: string) =>
    `${base}${PLAYER_STATUS_EVENTS_PATH}?roomCode=${encodeURIComponent(roomCode)}`;

  it('/meta advertises the stream, and the app finds it there', async () => {
    const meta = await (await fetch(`${base}/meta`)).json();
    expect(meta.playerStatusEvents).toBe('/api/player/status/events');
    expect(roomEventsUrl(`${base}/`, meta)).toBe(`${base}/api/player/status/events`);
  });

  it('sends the room at once, exactly as GET answers it, as an event stream callable from any origin', async () => {
    await post(statusOf('host', 'at01', 12));
    await post(statusOf('guest', 'AT01', 11));
    const stream = await open(eventsOf('aT01'));

    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toMatch(/\bno-cache\b/);
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('access-control-allow-origin')).toBe('*');
    await stream.waitFor(({ messages }) => messages.length === 1);
    const polled = await (await fetch(`${base}/api/player/status?roomCode=AT01`)).text();
    expect(stream.messages[0]).toMatchObject({ event: 'room', data: polled });
    expect(Object.keys(JSON.parse(polled).users).sort()).toEqual(['guest', 'host']);
  });

  it('sends each status posted to the room within 300 ms, and none posted to another room', async () => {
    const stream = await open(eventsOf('AT02'));
    await stream.waitFor(({ messages }) => messages.length === 1);
    expect(rooms(stream)[0]).toEqual({ roomCode: 'AT02', users: {} });

    const latencies: number[] = [];
    for (let time = 1; time <= 20; time += 1) {
      expect((await post(statusOf('host', 'OTHER', time))).status).toBe(200);
      const sent = performance.now();
      expect((await post(statusOf('host', 'AT02', time))).status).toBe(200);
      await stream.waitFor(({ messages }) => messages.length === time + 1);
      const room = rooms(stream).at(-1) as RoomStatuses;
      expect(timesOf(room).at(-1)).toBe(time);
      latencies.push((stream.messages.at(-1) as Message).at - sent);
    }
    // One message per post to this room: the other room's posts sent nothing.
    expect(stream.messages).toHaveLength(21);
    expect(median(latencies)).toBeLessThanOrEqual(300);
  });

  it('a POST reaches the app’s watchRoom within 300 ms (median of 50)', async () => {
    vi.stubGlobal('EventSource', EventSource);
    const received: Array<{ room: RoomStatuses; at: number }> = [];
    const lost = vi.fn();
    const meta = await (await fetch(`${base}/meta`)).json();
    const stop = watchRoom({
      url: roomEventsUrl(base, meta) as string,
      roomCode: 'at03',
      onRoom: (room, at) => received.push({ room, at }),
      onLost: lost,
    });
    try {
      await eventually(() => expect(received).toHaveLength(1));
      const latencies: number[] = [];
      for (let time = 1; time <= 50; time += 1) {
        const sent = Date.now();
        await post(statusOf('host', 'AT03', time));
        await eventually(
          () => expect(timesOf(received.at(-1)?.room as RoomStatuses).at(-1)).toBe(time),
          {
            timeout: 2000,
            interval: 1,
          },
        );
        latencies.push((received.at(-1) as { at: number }).at - sent);
      }
      expect(median(latencies)).toBeLessThanOrEqual(300);
      expect(lost).not.toHaveBeenCalled();
    } finally {
      stop();
      vi.unstubAllGlobals();
    }
  });

  it('validates the room code as the GET route does, with the backend’s JSON error', async () => {
    for (const query of ['', '?roomCode=', '?roomCode=ELEVENCHARS']) {
      const response = await fetch(`${base}${PLAYER_STATUS_EVENTS_PATH}${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.json()).toMatchObject({ error: true, statusCode: 400 });
    }
  });

  it('answers its preflight like every backend route', async () => {
    const response = await fetch(eventsOf('AT04'), {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('ends its streams when the server closes, so closing does not wait for clients', async () => {
    const other = await openTestBackend();
    const otherBase = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await open(`${otherBase}${PLAYER_STATUS_EVENTS_PATH}?roomCode=AT05`);
    await stream.waitFor(({ messages }) => messages.length === 1);
    const started = performance.now();
    await other.close();
    await stream.waitFor(({ ended }) => ended);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('the embedded server (compression on)', () => {
  it('streams under /backend uncompressed, each message as it happens', async () => {
    const server = await createTestServer();
    try {
      const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const meta = await (await fetch(`${base}/backend/meta`)).json();
      const url = roomEventsUrl(`${base}/backend`, meta) as string;
      const stream = await openStream(`${url}?roomCode=AT06`, { 'accept-encoding': 'br, gzip' });
      opened.push(stream);
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      await stream.waitFor(({ messages }) => messages.length === 1);
      await fetch(`${base}/backend/api/player/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(statusOf('host', 'AT06', 7)),
      });
      await stream.waitFor(({ messages }) => messages.length === 2, 1000);
      expect(timesOf(rooms(stream)[1] as RoomStatuses)).toEqual([7]);
    } finally {
      await Promise.all(opened.splice(0).map((stream) => stream.close()));
      await server.close();
    }
  }, 30_000);
});

describe('bounds, re-reads and clean-up (the routes with test timings)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 30_000);
  afterAll(() => database.close());

  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((stream) => stream.close()));
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  const timings: RoomStreamTimings = { rereadMs: 50, heartbeatMs: 40, emptyRoomMs: 60_000 };

  async function start({ perRoom = 10, perServer = 100 } = {}) {
    const clock = testClock();
    const signals = createRoomSignals();
    const app = Fastify({ logger: { level: 'error' } });
    app.setErrorHandler(errorHandler);
    allowAnyOrigin(app);
    playerStatusRoutes(
      app,
      { db: database.db, tokens: createTokens(TEST_SECRET), now: clock.now },
      { signals, slots: createStreamSlots({ perRoom, perServer }), timings },
    );
    apps.push(app);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      clock,
      signals,
      post: (status: PlayerStatusInput) =>
        fetch(`${base}/api/player/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(status),
        }),
      eventsOf: (roomCode: string) => `${base}${PLAYER_STATUS_EVENTS_PATH}?roomCode=${roomCode}`,
    };
  }

  it('answers 503 with a clear error past the streams of a room, or of the server', async () => {
    const { eventsOf } = await start({ perRoom: 2, perServer: 3 });
    await open(eventsOf('CAP1'));
    await open(eventsOf('cap1'));
    const refused = await fetch(eventsOf('CAP1'));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(await refused.json()).toEqual({
      error: true,
      statusCode: 503,
      statusMessage: 'Service Unavailable',
      message:
        'Room CAP1 has 2 open status streams, the most one room may have: poll GET /api/player/status instead.',
    });

    expect((await open(eventsOf('CAP2'))).response.status).toBe(200);
    const full = await fetch(eventsOf('CAP3'));
    expect(full.status).toBe(503);
    expect((await full.json()).message).toBe(
      'This server has 3 open status streams, the most it serves: poll GET /api/player/status instead.',
    );
  });

  it('lets go of a stream’s listener and slot when its client disconnects', async () => {
    const { eventsOf, signals } = await start({ perRoom: 1 });
    const stream = await open(eventsOf('GONE'));
    await stream.waitFor(({ messages }) => messages.length === 1);
    expect(signals.listenerCount('GONE')).toBe(1);
    expect((await fetch(eventsOf('GONE'))).status).toBe(503);

    await stream.close();
    await eventually(() => expect(signals.listenerCount('GONE')).toBe(0));
    const again = await open(eventsOf('GONE'));
    expect(again.response.status).toBe(200);
  });

  it('holds no stream for a HEAD request', async () => {
    const { eventsOf } = await start({ perRoom: 1 });
    expect((await fetch(eventsOf('HEAD'), { method: 'HEAD' })).status).toBe(404);
    expect((await open(eventsOf('HEAD'))).response.status).toBe(200);
  });

  it('sends what another server stored at its next re-read, and nothing while the room is unchanged', async () => {
    const { eventsOf, clock } = await start();
    const stream = await open(eventsOf('FAR1'));
    await stream.waitFor(({ messages }) => messages.length === 1);
    await sleep(timings.rereadMs * 4);
    expect(stream.messages).toHaveLength(1);

    // Stored through another server: this one is not told, and its poll answer is cached.
    const { roomCode, userId } = statusOf('host', 'FAR1', 0);
    await database.db.insert(playerStatuses).values({
      roomCode,
      userId,
      accountId: null,
      status: statusOf('host', 'FAR1', 33),
      timestamp: clock.now().getTime(),
    });
    clock.advance(POLL_CACHE_MS);
    await stream.waitFor(({ messages }) => messages.length === 2, timings.rereadMs * 10);
    expect(timesOf(rooms(stream)[1] as RoomStatuses)).toEqual([33]);
  });

  it('sends the room again once its host counts as gone, 5 s after its last status, though nothing was stored', async () => {
    const { eventsOf, clock, post } = await start();
    expect((await post(statusOf('host', 'LEFT', 1))).status).toBe(200);
    expect((await post(statusOf('guest', 'LEFT', 1))).status).toBe(200);
    const stream = await open(eventsOf('LEFT'));
    await stream.waitFor(({ messages }) => messages.length === 1);

    clock.advance(HOST_PRESENT_FOR);
    await sleep(timings.rereadMs * 4);
    expect(stream.messages).toHaveLength(1);
    // Its guest, which would tell by its next poll, hears it at the stream's next re-read.
    clock.advance(1);
    await stream.waitFor(({ messages }) => messages.length === 2, timings.rereadMs * 10);
    expect(rooms(stream)[1]).toEqual(rooms(stream)[0]);
  });

  it('writes a comment line between messages, so proxies keep an idle stream open', async () => {
    const { eventsOf } = await start();
    const stream = await open(eventsOf('BEAT'));
    await stream.waitFor(({ comments }) => comments >= 2, timings.heartbeatMs * 10);
    expect(stream.messages).toHaveLength(1);
  });

  it('closes a stream once its room has been empty as long as statuses live, not before', async () => {
    const { eventsOf, clock, post } = await start();
    expect((await post(statusOf('host', 'LIVE', 1))).status).toBe(200);
    const live = await open(eventsOf('LIVE'));
    const empty = await open(eventsOf('IDLE'));
    await live.waitFor(({ messages }) => messages.length === 1);
    await empty.waitFor(({ messages }) => messages.length === 1);

    clock.advance(timings.emptyRoomMs - 1);
    await sleep(timings.rereadMs * 4);
    expect(empty.ended).toBe(false);
    clock.advance(1);
    await empty.waitFor(({ ended }) => ended, timings.rereadMs * 10);
    expect(live.ended).toBe(false);
  });
});
