import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POLL_CACHE_MS, statusesQuery } from '../../../server/backend/party/statuses.ts';
import { playerStatuses, rateLimits, sessions } from '../../../server/db/schema.ts';
import { PLAYER_STATUS_MAX_BYTES, type PlayerStatusInput } from '../../../src/contracts/backend.ts';
import { anotherServer, openTestBackend, signIn, statusOf, type TestBackend } from './support.ts';

const MINUTE = 60 * 1000;
const URL = '/api/player/status';

let backend: TestBackend;
beforeAll(async () => {
  backend = await openTestBackend();
}, 30_000);
afterAll(() => backend.close());
// Each test starts with no statuses and no posts counted against its addresses (party-limits.test.ts
// tests those limits); its clock goes on from where the last one left it.
beforeEach(async () => {
  await backend.db.delete(playerStatuses);
  await backend.db.delete(rateLimits);
});

function post(body: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  return backend.app.inject({
    method: 'POST',
    url: URL,
    payload: body as object,
    headers,
    remoteAddress,
  });
}

/** A member on a device of its own: an address may add only so many members to rooms. */
const postAs = (user: number, roomCode?: string) =>
  post(statusOf(`guest-${user}`, roomCode), {}, `198.51.100.${user}`);

async function getRoom(query: string) {
  const response = await backend.app.inject({ method: 'GET', url: `${URL}?${query}` });
  return { status: response.statusCode, body: response.json() };
}

/** Rows as stored, to see what was deleted and not only what is hidden. */
function storedRows() {
  return backend.db.select().from(playerStatuses).orderBy(playerStatuses.id);
}

const errorBody = (statusCode: number) => ({
  error: true,
  statusCode,
  statusMessage: expect.any(String),
  message: expect.any(String),
});

describe('POST /api/player/status', () => {
  it('stores a status, answering with the time it was recorded at', async () => {
    const response = await post(statusOf('guest-1'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, timestamp: backend.clock.now().getTime() });
  });

  it('keeps the last 5 statuses of a user in a room and deletes older ones', async () => {
    for (let time = 1; time <= 7; time += 1) {
      expect((await post(statusOf('guest-1', 'AB12', time))).statusCode).toBe(200);
      backend.clock.advance(1000);
    }
    await post(statusOf('guest-2', 'AB12', 99));
    await post(statusOf('guest-1', 'OTHER', 99));

    const { body } = await getRoom('roomCode=AB12&userId=guest-1');
    expect(body.statuses.map((status: PlayerStatusInput) => status.player.time)).toEqual([
      3, 4, 5, 6, 7,
    ]);
    const rows = await storedRows();
    expect(rows.filter((row) => row.userId === 'guest-1' && row.roomCode === 'AB12')).toHaveLength(
      5,
    );
    // Other users and other rooms keep their own histories.
    expect(rows.filter((row) => row.userId === 'guest-2')).toHaveLength(1);
    expect(rows.filter((row) => row.roomCode === 'OTHER')).toHaveLength(1);
  });

  it('keeps the last 5 in order of arrival when they share a millisecond', async () => {
    for (let time = 1; time <= 6; time += 1) await post(statusOf('guest-1', 'AB12', time));
    const { body } = await getRoom('roomCode=AB12&userId=guest-1');
    expect(body.statuses.map((status: PlayerStatusInput) => status.player.time)).toEqual([
      2, 3, 4, 5, 6,
    ]);
  });

  it('upper-cases the room code, so any casing reaches the same room', async () => {
    await post(statusOf('host', 'ab12'));
    await post(statusOf('guest', 'Ab12'));
    const { body } = await getRoom('roomCode=aB12');
    expect(body.roomCode).toBe('AB12');
    expect(Object.keys(body.users).sort()).toEqual(['guest', 'host']);
    expect(body.users.host[0].roomCode).toBe('AB12');
  });

  it('ties the status to the account of a valid token, and to none without one', async () => {
    const me = await signIn(backend);
    expect((await post(statusOf('host'), me.headers)).statusCode).toBe(200);
    expect((await post(statusOf('guest'))).statusCode).toBe(200);
    const rows = await storedRows();
    expect(rows.map(({ userId, accountId }) => ({ userId, accountId }))).toEqual([
      { userId: 'host', accountId: me.user.id },
      { userId: 'guest', accountId: null },
    ]);
  });

  it('refuses a bad or dead token with 401 and stores nothing', async () => {
    const me = await signIn(backend);
    await backend.db.delete(sessions).where(eq(sessions.id, me.session.id));
    for (const authorization of ['Bearer not.a.token', 'Basic abc', '', me.headers.authorization]) {
      const response = await post(statusOf('guest'), { authorization });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual(errorBody(401));
    }
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a body over 8 KB with 413, and takes one of exactly 8 KB', async () => {
    const base = JSON.stringify(statusOf('guest'));
    // Unknown keys count towards the size but are not stored.
    const ofSize = (bytes: number) =>
      `${base.slice(0, -1)},"padding":"${'x'.repeat(bytes - base.length - 13)}"}`;
    expect(Buffer.byteLength(ofSize(PLAYER_STATUS_MAX_BYTES))).toBe(PLAYER_STATUS_MAX_BYTES);

    const headers = { 'content-type': 'application/json' };
    const fits = await post(ofSize(PLAYER_STATUS_MAX_BYTES), headers);
    expect(fits.statusCode).toBe(200);
    const tooLarge = await post(ofSize(PLAYER_STATUS_MAX_BYTES + 1), headers);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual(errorBody(413));

    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).not.toHaveProperty('padding');
  });

  it.each([
    ['no player state', { ...statusOf('guest'), player: undefined }, 'body.player'],
    [
      'an unknown content type',
      { ...statusOf('guest'), content: { title: 'x', type: 'Anime', tmdbId: 1 } },
      'body.content.type',
    ],
    ['an empty room code', statusOf('guest', ''), 'body.roomCode'],
    ['a room code over 10 characters', statusOf('guest', 'ABCDEFGHIJK'), 'body.roomCode'],
    ['a user id over 100 characters', statusOf('g'.repeat(101)), 'body.userId'],
    ['a list', [statusOf('guest')], 'body'],
    // Valid JSON text that PostgreSQL cannot store.
    ['a NUL character', statusOf('gu\u0000est'), 'cannot be stored'],
    [
      'an unpaired surrogate',
      { ...statusOf('guest'), content: { ...statusOf('guest').content, title: '\ud800' } },
      'cannot be stored',
    ],
  ])('refuses a body with %s with 400 saying why', async (_name, body, why) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(400));
    expect(response.json().message).toContain(why);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await post('{"userId": ', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorBody(400));
  });
});

describe('rooms', () => {
  it('hold at most 50 users: a 51st is refused, members keep posting', async () => {
    for (let user = 1; user <= 50; user += 1) {
      expect((await postAs(user)).statusCode).toBe(200);
    }
    const refused = await postAs(51);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(errorBody(409));
    expect(refused.json().message).toContain('Room AB12 is full');

    expect((await postAs(7, 'ab12')).statusCode).toBe(200);
    expect((await postAs(51, 'OTHER')).statusCode).toBe(200);
    const { body } = await getRoom('roomCode=AB12');
    expect(Object.keys(body.users)).toHaveLength(50);
    expect(body.users).not.toHaveProperty('guest-51');
  });

  it('make room again once members have been silent for 30 minutes', async () => {
    for (let user = 1; user <= 50; user += 1) await postAs(user);
    backend.clock.advance(30 * MINUTE);
    expect((await postAs(51)).statusCode).toBe(200);
  });
});

describe('expiry', () => {
  it('hides a status 30 minutes after it was sent', async () => {
    await post(statusOf('host'));
    backend.clock.advance(30 * MINUTE - 1);
    expect((await getRoom('roomCode=AB12')).body.users).toHaveProperty('host');
    backend.clock.advance(1);
    expect(await getRoom('roomCode=AB12')).toEqual({
      status: 200,
      body: { roomCode: 'AB12', users: {} },
    });
  });

  it('deletes expired statuses of every room, abandoned ones included', async () => {
    await post(statusOf('host', 'GONE'));
    backend.clock.advance(31 * MINUTE);
    await post(statusOf('host', 'LIVE'));
    const rows = await storedRows();
    expect(rows.map((row) => row.roomCode)).toEqual(['LIVE']);
  });
});

describe('GET /api/player/status', () => {
  it('answers the statuses of every user of a room, oldest first, with their times', async () => {
    const sent = statusOf('host', 'AB12', 10);
    await post({ ...sent, isHost: true });
    const firstAt = backend.clock.now().getTime();
    backend.clock.advance(2000);
    await post(statusOf('guest', 'AB12', 11));
    backend.clock.advance(1000);
    await post({ ...sent, isHost: true, player: { ...sent.player, time: 13 } });

    const { status, body } = await getRoom('roomCode=AB12');
    expect(status).toBe(200);
    expect(body).toEqual({
      roomCode: 'AB12',
      users: {
        host: [
          { ...sent, isHost: true, timestamp: firstAt },
          {
            ...sent,
            isHost: true,
            player: { ...sent.player, time: 13 },
            timestamp: firstAt + 3000,
          },
        ],
        guest: [{ ...statusOf('guest', 'AB12', 11), timestamp: firstAt + 2000 }],
      },
    });
  });

  it('answers one user of a room with userId', async () => {
    await post(statusOf('host'));
    await post(statusOf('guest'));
    const { body } = await getRoom('roomCode=ab12&userId=guest');
    expect(body).toEqual({
      userId: 'guest',
      roomCode: 'AB12',
      statuses: [{ ...statusOf('guest'), timestamp: backend.clock.now().getTime() }],
    });
    expect((await getRoom('roomCode=AB12&userId=nobody')).body.statuses).toEqual([]);
  });

  it('answers an empty room with no users', async () => {
    expect(await getRoom('roomCode=9999')).toEqual({
      status: 200,
      body: { roomCode: '9999', users: {} },
    });
  });

  it('keeps a user id such as __proto__ an ordinary key', async () => {
    await post(statusOf('__proto__'));
    const response = await backend.app.inject({ method: 'GET', url: `${URL}?roomCode=AB12` });
    expect(Object.keys(JSON.parse(response.body).users)).toEqual(['__proto__']);
  });

  it.each([
    ['no room code', '', 'query.roomCode'],
    ['an empty room code', 'roomCode=', 'query.roomCode'],
    ['a room code over 10 characters', 'roomCode=ABCDEFGHIJK', 'query.roomCode'],
    ['two room codes', 'roomCode=AB12&roomCode=CD34', 'query.roomCode'],
    ['an empty user id', 'roomCode=AB12&userId=', 'query.userId'],
    ['a NUL character', 'roomCode=AB%0012', 'cannot be stored'],
  ])('refuses a query with %s with 400 saying why', async (_name, query, why) => {
    const { status, body } = await getRoom(query);
    expect(status).toBe(400);
    expect(body).toEqual(errorBody(400));
    expect(body.message).toContain(why);
  });

  it.each([
    ['a room', false],
    ['a user', true],
  ])('reads %s with one query on the (room, user, timestamp) index', async (_name, byUser) => {
    const values: Record<string, string | number> = { roomCode: 'AB12', userId: 'host', since: 0 };
    const { sql, params } = statusesQuery(backend.db, byUser).toSQL();
    const literal = (param: unknown) => {
      const value = values[(param as { name: string }).name];
      return typeof value === 'number' ? String(value) : `'${value}'`;
    };
    const query = sql.replace(/\$(\d+)/g, (_match: string, n: string) =>
      literal(params[Number(n) - 1]),
    );
    const plan = await backend.db.transaction(async (tx) => {
      // Rule out sequential scans, which the planner prefers on a table this small.
      await tx.execute('set local enable_seqscan = off');
      const result = await tx.execute(`explain ${query}`);
      return (result as unknown as { rows: Array<Record<string, string>> }).rows
        .map((row) => Object.values(row).join(''))
        .join('\n');
    });
    expect(plan).toContain('Index Scan using player_statuses_room_user_time');
    // Every condition narrows the index range; none is checked row by row.
    expect(plan).toMatch(/Index Cond: \(\(room_code = /);
    expect(plan).not.toContain('Filter:');
  });
});

describe('polls across servers sharing one database', () => {
  it("shows another server's status within half a second, and this server's at once", async () => {
    const other = await anotherServer(backend);
    await post(statusOf('host'));
    expect(Object.keys((await getRoom('roomCode=AB12')).body.users)).toEqual(['host']);

    await other.inject({ method: 'POST', url: URL, payload: statusOf('guest') });
    backend.clock.advance(POLL_CACHE_MS);
    expect(Object.keys((await getRoom('roomCode=AB12')).body.users)).toEqual(['guest', 'host']);

    await post(statusOf('late'));
    expect(Object.keys((await getRoom('roomCode=AB12')).body.users)).toEqual([
      'guest',
      'host',
      'late',
    ]);
  });
});
