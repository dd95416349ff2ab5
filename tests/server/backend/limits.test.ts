import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_QUOTAS,
  IMPORT_RATE_LIMIT,
  PARTY_MEMBER_LIMIT,
  PARTY_STATUS_RATE_LIMIT,
} from '../../../server/backend/limits.ts';
import { bookmarks, progress } from '../../../server/db/schema.ts';
import {
  BOOKMARKS_PER_IMPORT,
  backendErrorSchema,
  type PlayerStatusInput,
} from '../../../src/contracts/backend.ts';
import { classifyFailure } from '../../../src/services/sync/failures.ts';
import {
  anotherServer,
  openTestBackend,
  type SignedIn,
  signIn,
  statusOf,
  type TestBackend,
} from './support.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await openTestBackend();
}, 30_000);
afterAll(() => backend.close());

/** A refusal as clients read it: the status, a Retry-After within the window, our error body. */
function expectRateLimited(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  windowMs: number,
  message: RegExp,
) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect(backendErrorSchema.parse(response.json())).toMatchObject({ statusCode: 429, message });
}

describe('watch-party status posts', () => {
  const post = (status: PlayerStatusInput, remoteAddress: string) =>
    backend.app.inject({
      method: 'POST',
      url: '/api/player/status',
      payload: status,
      remoteAddress,
    });

  it(`take ${PARTY_STATUS_RATE_LIMIT.max} a minute from one address, then a 429 with Retry-After`, async () => {
    const host = statusOf('host', 'RATE');
    for (let i = 0; i < PARTY_STATUS_RATE_LIMIT.max; i += 1) {
      expect((await post(host, '192.0.2.10')).statusCode).toBe(200);
    }
    expectRateLimited(
      await post(host, '192.0.2.10'),
      PARTY_STATUS_RATE_LIMIT.timeWindowMs,
      /^Too many watch-party statuses from this address; retry in \d+ seconds?\.$/,
    );
    expect((await post(statusOf('guest', 'RATE'), '192.0.2.11')).statusCode).toBe(200);
  }, 60_000);

  it(`let one address add ${PARTY_MEMBER_LIMIT.max} members to rooms, so it cannot fill one`, async () => {
    for (let member = 1; member <= PARTY_MEMBER_LIMIT.max; member += 1) {
      expect((await post(statusOf(`fake-${member}`, 'FILL'), '192.0.2.20')).statusCode).toBe(200);
    }
    expectRateLimited(
      await post(statusOf('fake-one-more', 'ELSE'), '192.0.2.20'),
      PARTY_MEMBER_LIMIT.timeWindowMs,
      /^This address has added 20 members to watch-party rooms lately; it may add more in \d+ minutes\.$/,
    );
    // Its members go on posting; viewers elsewhere still join the room.
    expect((await post(statusOf('fake-3', 'FILL'), '192.0.2.20')).statusCode).toBe(200);
    expect((await post(statusOf('viewer', 'FILL'), '192.0.2.21')).statusCode).toBe(200);
    const room = await backend.app.inject({ url: '/api/player/status?roomCode=FILL' });
    expect(Object.keys(room.json().users)).toHaveLength(PARTY_MEMBER_LIMIT.max + 1);
  });

  it('count the posts of every server on the database together', async () => {
    const other = await anotherServer(backend);
    for (let member = 1; member <= PARTY_MEMBER_LIMIT.max; member += 1) {
      const server = member % 2 === 0 ? backend.app : other;
      const posted = await server.inject({
        method: 'POST',
        url: '/api/player/status',
        payload: statusOf(`twice-${member}`, 'BOTH'),
        remoteAddress: '192.0.2.30',
      });
      expect(posted.statusCode).toBe(200);
    }
    expect((await post(statusOf('one-more', 'BOTH'), '192.0.2.30')).statusCode).toBe(429);
  });
});

const meta = { title: 'Dune', year: 2021, type: 'movie' as const };
const bookmarkItems = (from: number, length: number) =>
  Array.from({ length }, (_, index) => ({ tmdbId: String(from + index), meta }));

function send(me: SignedIn, method: 'PUT' | 'POST', path: string, payload: unknown) {
  return backend.app.inject({
    method,
    url: `/users/${me.user.id}${path}`,
    headers: me.headers,
    payload: payload as object,
  });
}

const held = async (table: typeof bookmarks | typeof progress, userId: string) => {
  const [row] = await backend.db
    .select({ items: count() })
    .from(table)
    .where(eq(table.userId, userId));
  return Number(row?.items);
};

/** Stores `length` bookmarks straight in the database (the routes are what is tested). */
async function storeBookmarks(userId: string, length: number) {
  const rows = bookmarkItems(0, length).map(({ tmdbId }) => ({ userId, tmdbId, meta }));
  for (let start = 0; start < rows.length; start += 2_000) {
    await backend.db.insert(bookmarks).values(rows.slice(start, start + 2_000));
  }
}

describe('imports', () => {
  it(`take ${IMPORT_RATE_LIMIT.max} per account in ${IMPORT_RATE_LIMIT.timeWindowMs / 60_000} minutes, bookmarks and progress together`, async () => {
    const me = await signIn(backend);
    const other = await signIn(backend);
    // Nobody else's requests use up an account's imports.
    for (let i = 0; i < IMPORT_RATE_LIMIT.max + 1; i += 1) {
      const stranger = await backend.app.inject({
        method: 'PUT',
        url: `/users/${me.user.id}/bookmarks`,
        headers: other.headers,
        payload: [],
      });
      expect(stranger.statusCode).toBe(403);
    }
    for (let i = 0; i < IMPORT_RATE_LIMIT.max; i += 1) {
      const imported =
        i % 2 === 0
          ? await send(me, 'PUT', '/bookmarks', bookmarkItems(i, 1))
          : await send(me, 'PUT', '/progress/import', []);
      expect(imported.statusCode).toBe(200);
    }
    expectRateLimited(
      await send(me, 'PUT', '/progress/import', []),
      IMPORT_RATE_LIMIT.timeWindowMs,
      /^This account may import 20 times in 10 minutes; retry in \d+ (seconds|minutes)\.$/,
    );
    expect((await send(me, 'PUT', '/bookmarks', [])).statusCode).toBe(429);
    // Bookmarks one by one, and the other account's imports, go on.
    expect((await send(me, 'POST', '/bookmarks/77', { meta })).statusCode).toBe(200);
    expect((await send(other, 'PUT', '/bookmarks', [])).statusCode).toBe(200);
  });
});

describe('quotas', () => {
  it(`hold ${ACCOUNT_QUOTAS.bookmarks.toLocaleString('en')} bookmarks: two full backups import, one more is refused with a 409 naming the quota`, async () => {
    const me = await signIn(backend);
    for (const from of [0, BOOKMARKS_PER_IMPORT]) {
      const imported = await send(
        me,
        'PUT',
        '/bookmarks',
        bookmarkItems(from, BOOKMARKS_PER_IMPORT),
      );
      expect(imported.statusCode).toBe(200);
    }
    expect(await held(bookmarks, me.user.id)).toBe(ACCOUNT_QUOTAS.bookmarks);

    const refused = await send(me, 'POST', '/bookmarks/999999', { meta });
    expect(refused.statusCode).toBe(409);
    expect(backendErrorSchema.parse(refused.json()).message).toBe(
      'This account holds at most 20,000 bookmarks; this change would make 20,001. Remove some before adding more.',
    );
    // A sync client drops such a change instead of retrying it or logging out.
    expect(classifyFailure({ status: refused.statusCode })).toBe('permanent');
    // An import over the quota stores none of it; changing a bookmark it holds still works.
    const overImport = await send(me, 'PUT', '/bookmarks', bookmarkItems(19_990, 20));
    expect(overImport.statusCode).toBe(409);
    expect(overImport.json().message).toMatch(/would make 20,010/);
    expect(await held(bookmarks, me.user.id)).toBe(ACCOUNT_QUOTAS.bookmarks);
    expect((await send(me, 'POST', '/bookmarks/5', { meta, group: ['Kept'] })).statusCode).toBe(
      200,
    );
  }, 60_000);

  it('are not overshot by parallel writes', async () => {
    const me = await signIn(backend);
    await storeBookmarks(me.user.id, ACCOUNT_QUOTAS.bookmarks - 5);
    const answers = await Promise.all(
      bookmarkItems(900_000, 20).map(({ tmdbId }) =>
        send(me, 'POST', `/bookmarks/${tmdbId}`, { meta }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await held(bookmarks, me.user.id)).toBe(ACCOUNT_QUOTAS.bookmarks);
  }, 60_000);

  it(`hold ${ACCOUNT_QUOTAS.progressItems.toLocaleString('en')} progress items`, async () => {
    const me = await signIn(backend);
    const rows = Array.from({ length: ACCOUNT_QUOTAS.progressItems }, (_, index) => ({
      id: randomUUID(),
      userId: me.user.id,
      tmdbId: String(index),
      meta: { title: 'Dune', year: 2021, type: 'movie' as const },
      duration: 9000,
      watched: 60,
    }));
    for (let start = 0; start < rows.length; start += 2_000) {
      await backend.db.insert(progress).values(rows.slice(start, start + 2_000));
    }
    const item = { meta: rows[0]?.meta, tmdbId: 'new', duration: 9000, watched: 60 };
    const refused = await send(me, 'PUT' as const, '/progress/new', item);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This account holds at most 30,000 progress items; this change would make 30,001. Remove some before adding more.',
    );
    const imported = await send(me, 'PUT', '/progress/import', [item]);
    expect(imported.statusCode).toBe(409);
    // Watching further what it holds is still saved.
    const further = await send(me, 'PUT', '/progress/0', { ...item, tmdbId: '0', watched: 600 });
    expect(further.statusCode).toBe(200);
    expect(await held(progress, me.user.id)).toBe(ACCOUNT_QUOTAS.progressItems);
  }, 60_000);

  it(`hold ${ACCOUNT_QUOTAS.settingsBytes / 1024} KiB of settings, refusing more with a 409 and keeping what was stored`, async () => {
    const me = await signIn(backend);
    const proxies = (length: number) =>
      Array.from({ length }, (_, index) => `https://proxy-${index}.example/${'x'.repeat(1900)}`);
    expect((await send(me, 'PUT', '/settings', { proxyUrls: proxies(30) })).statusCode).toBe(200);
    const refused = await send(me, 'PUT', '/settings', { proxyUrls: proxies(40) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^This account's settings take at most 64 KiB; these would take 7\d KiB\./,
    );
    const stored = await backend.app.inject({
      url: `/users/${me.user.id}/settings`,
      headers: me.headers,
    });
    expect(stored.json().proxyUrls).toHaveLength(30);
  });
});
