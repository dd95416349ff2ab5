import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/backend/auth/sessions.ts';
import * as schema from '../../../server/db/schema.ts';
import {
  backendErrorSchema,
  type PlayerStatusInput,
  userSchema,
} from '../../../src/contracts/backend.ts';
import { openTestBackend, signIn, type TestBackend } from './support.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await openTestBackend();
});
afterAll(async () => {
  await backend.close();
});

type Headers = Record<string, string>;
const me = (headers: Headers) => backend.app.inject({ url: '/users/@me', headers });
const patchUser = (id: string, headers: Headers, payload: unknown) =>
  backend.app.inject({ method: 'PATCH', url: `/users/${id}`, headers, payload: payload as object });
const deleteUser = (id: string, headers: Headers) =>
  backend.app.inject({ method: 'DELETE', url: `/users/${id}`, headers });

function expectStatus(response: Awaited<ReturnType<typeof me>>, status: number) {
  expect(response.statusCode).toBe(status);
  return backendErrorSchema.parse(response.json()).message;
}

describe('GET /users/@me', () => {
  it('answers the user and the session of the token', async () => {
    const { user, session, headers } = await signIn(backend, 'Brave Heron');
    const response = await me(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: user.id,
        publicKey: user.publicKey,
        namespace: 'movie-web',
        nickname: 'Brave Heron',
        profile: user.profile,
        permissions: [],
      },
      session: {
        id: session.id,
        user: user.id,
        createdAt: session.createdAt.toISOString(),
        accessedAt: session.accessedAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
        device: 'encrypted-device-name',
        userAgent: 'vitest',
      },
    });
  });
});

describe('PATCH /users/{id}', () => {
  const profile = { colorA: '#111111', colorB: '#222222', icon: 'tiger' };

  it('changes the profile and the nickname, each on its own', async () => {
    const { user, headers } = await signIn(backend);
    const renamed = await patchUser(user.id, headers, { nickname: 'Night Owl' });
    expect(renamed.statusCode).toBe(200);
    expect(userSchema.parse(renamed.json())).toMatchObject({
      nickname: 'Night Owl',
      profile: user.profile,
    });

    const recoloured = await patchUser(user.id, headers, { profile });
    expect(recoloured.json()).toMatchObject({ nickname: 'Night Owl', profile });
    expect((await me(headers)).json().user).toEqual(recoloured.json());
  });

  it('answers the user unchanged for an empty body', async () => {
    const { user, headers } = await signIn(backend, 'Calm Seal');
    const response = await patchUser(user.id, headers, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, nickname: 'Calm Seal' });
  });

  it.each([
    [{ nickname: '' }, 'body.nickname'],
    [{ nickname: 'n'.repeat(101) }, 'body.nickname'],
    [{ profile: { colorA: '#111111' } }, 'body.profile.colorB'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const { user, headers } = await signIn(backend);
    expect(expectStatus(await patchUser(user.id, headers, payload), 400)).toContain(`${field}:`);
  });

  it('refuses to change another user with 403, and without a token with 401', async () => {
    const owner = await signIn(backend, 'Kind Lynx');
    const stranger = await signIn(backend);
    expectStatus(await patchUser(owner.user.id, stranger.headers, { nickname: 'Taken' }), 403);
    expectStatus(await patchUser(owner.user.id, {}, { nickname: 'Taken' }), 401);
    expect((await me(owner.headers)).json().user.nickname).toBe('Kind Lynx');
  });
});

describe('DELETE /users/{id}', () => {
  /** Every table holding a user's rows, with the column that names the user. */
  const owned = [
    [schema.sessions, schema.sessions.userId],
    [schema.bookmarks, schema.bookmarks.userId],
    [schema.progress, schema.progress.userId],
    [schema.watchHistory, schema.watchHistory.userId],
    [schema.userSettings, schema.userSettings.userId],
    [schema.groupOrders, schema.groupOrders.userId],
    [schema.deletions, schema.deletions.userId],
    [schema.playerStatuses, schema.playerStatuses.accountId],
  ] as const;

  const status = (userId: string): PlayerStatusInput => ({
    userId,
    roomCode: 'ROOM42',
    isHost: true,
    content: { title: 'Heat', type: 'Movie', tmdbId: 949 },
    player: {
      isPlaying: true,
      isPaused: false,
      isLoading: false,
      hasPlayedOnce: true,
      time: 10,
      duration: 100,
      playbackRate: 1,
      buffered: 20,
    },
  });

  /** A few rows in every table of user data. */
  async function seed(userId: string) {
    const { db, clock } = backend;
    const meta = { title: 'Heat', year: 1995, type: 'movie' as const };
    await createSession(backend.context, { userId, device: 'second', userAgent: 'ua' });
    await db.insert(schema.bookmarks).values([
      { userId, tmdbId: '949', meta },
      { userId, tmdbId: '550', meta: { ...meta, title: 'Fight Club', year: 1999 } },
    ]);
    const watched = { userId, tmdbId: '949', meta, duration: 6000, watched: 600 };
    await db.insert(schema.progress).values([
      { ...watched, id: randomUUID() },
      { ...watched, id: randomUUID(), tmdbId: '1399', seasonId: 's1', episodeId: 'e1' },
    ]);
    await db
      .insert(schema.watchHistory)
      .values({ ...watched, id: randomUUID(), watchedAt: clock.now() });
    await db.insert(schema.userSettings).values({ userId, settings: { applicationTheme: 'dark' } });
    await db.insert(schema.groupOrders).values({ userId, groupOrder: ['Favourites'] });
    await db
      .insert(schema.deletions)
      .values({ userId, kind: 'bookmark', tmdbId: '680', deletedAt: clock.now() });
    await db.insert(schema.playerStatuses).values(
      [1, 2].map((n) => ({
        roomCode: 'ROOM42',
        userId: `guest-${n}`,
        accountId: userId,
        status: status(`guest-${n}`),
        timestamp: clock.now().getTime() + n,
      })),
    );
  }

  /** How many rows of each table belong to the user. */
  async function rowsOf(userId: string): Promise<Record<string, number>> {
    const counts = await Promise.all(
      owned.map(async ([table, column]) => {
        const count = await backend.db.$count(table, eq(column, userId));
        return [getTableName(table), count] as const;
      }),
    );
    return Object.fromEntries(counts);
  }
  const none = Object.fromEntries(owned.map(([table]) => [getTableName(table), 0]));

  it('covers every table of user data in this test', () => {
    const withOwner = Object.values(schema)
      .filter((table) => {
        const columns = getTableColumns(table);
        return 'userId' in columns || 'accountId' in columns;
      })
      .map((table) => getTableName(table));
    expect(Object.keys(none).sort()).toEqual(withOwner.sort());
  });

  it('removes the user and all of its rows, and its token is dead', async () => {
    const doomed = await signIn(backend);
    const bystander = await signIn(backend);
    await seed(doomed.user.id);
    await seed(bystander.user.id);
    expect(Object.values(await rowsOf(doomed.user.id))).not.toContain(0);

    const response = await deleteUser(doomed.user.id, doomed.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect(await rowsOf(doomed.user.id)).toEqual(none);
    expect(await backend.db.$count(schema.users, eq(schema.users.id, doomed.user.id))).toBe(0);
    expectStatus(await me(doomed.headers), 401);

    expect(Object.values(await rowsOf(bystander.user.id))).not.toContain(0);
    expect((await me(bystander.headers)).statusCode).toBe(200);
  });

  it('refuses to delete another user with 403', async () => {
    const owner = await signIn(backend);
    const stranger = await signIn(backend);
    expectStatus(await deleteUser(owner.user.id, stranger.headers), 403);
    expect((await me(owner.headers)).statusCode).toBe(200);
  });
});
