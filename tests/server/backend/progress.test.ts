import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  PROGRESS_PER_IMPORT,
  progressDeleteResponseSchema,
  progressItemSchema,
} from '../../../src/contracts/backend.ts';
import { openTestBackend, type SignedIn, signIn, type TestBackend } from './support.ts';
import { collectionRequests, episode, movie, show } from './watchedItems.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await openTestBackend();
});
afterAll(() => backend.close());

const progressList = z.array(progressItemSchema);
const request = collectionRequests(() => backend, 'progress');
/** A time before the test clock's now, as a client sends it. */
const minutesAgo = (minutes: number) =>
  new Date(backend.clock.now().getTime() - minutes * 60_000).toISOString();

async function listed(who: SignedIn) {
  return progressList.parse((await request(who, 'GET')).json());
}

describe('progress', () => {
  it('stores a movie, answering numbers and null episode and season', async () => {
    const me = await signIn(backend);
    const put = await request(me, 'PUT', '/438631', {
      meta: movie,
      tmdbId: '438631',
      duration: 9000,
      watched: 600.5,
    });
    expect(put.statusCode).toBe(200);
    const item = put.json();
    expect(progressItemSchema.parse(item)).toEqual(item);
    expect(item).toEqual({
      id: expect.any(String),
      tmdbId: '438631',
      episode: { id: null, number: null },
      season: { id: null, number: null },
      meta: movie,
      duration: 9000,
      watched: 600.5,
      updatedAt: backend.clock.now().toISOString(),
    });
    expect(await listed(me)).toEqual([item]);

    // A movie has no episode, whatever a client sends along.
    const withIds = await request(me, 'PUT', '/438631', {
      meta: movie,
      tmdbId: '438631',
      duration: 9000,
      watched: 700,
      ...episode(1),
    });
    expect(withIds.json()).toEqual({ ...item, watched: 700 });
  });

  it('takes numbers sent as strings, and updates the same item in place', async () => {
    const me = await signIn(backend);
    const first = await request(me, 'PUT', '/95396', {
      meta: show,
      tmdbId: '95396',
      duration: '3000',
      watched: '12.5',
      ...episode(1),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      duration: 3000,
      watched: 12.5,
      episode: { id: 'e1', number: 1 },
      season: { id: 's1', number: 1 },
    });
    const again = await request(me, 'PUT', '/95396', {
      meta: show,
      tmdbId: '95396',
      duration: 3000,
      watched: 2000,
      ...episode(1),
    });
    expect(again.json()).toMatchObject({ id: first.json().id, watched: 2000 });
    await request(me, 'PUT', '/95396', {
      meta: show,
      tmdbId: '95396',
      duration: 1,
      watched: 1,
      ...episode(2),
    });
    expect((await listed(me)).map((item) => item.episode.id).sort()).toEqual(['e1', 'e2']);
  });

  it('clamps the time a client reports to [2021-07-13, now], and uses now when none', async () => {
    const me = await signIn(backend);
    // A title per time: the stored time of one item only moves forward.
    let title = 0;
    const at = async (updatedAt?: string | number) => {
      title += 1;
      const put = await request(me, 'PUT', `/${title}`, {
        meta: movie,
        tmdbId: String(title),
        duration: 1,
        watched: 1,
        updatedAt,
      });
      return put.json().updatedAt;
    };
    const now = backend.clock.now();
    expect(await at('2019-05-01T00:00:00.000Z')).toBe('2021-07-13T00:00:00.000Z');
    expect(await at('2999-01-01T00:00:00.000Z')).toBe(now.toISOString());
    expect(await at(now.getTime() - 60_000)).toBe(new Date(now.getTime() - 60_000).toISOString());
    expect(await at()).toBe(now.toISOString());

    const garbled = await request(me, 'PUT', '/1', {
      meta: movie,
      tmdbId: '1',
      duration: 1,
      watched: 1,
      updatedAt: 'yesterday-ish',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe(
      'body.updatedAt: must be an ISO date or epoch milliseconds',
    );
  });

  it('deletes one episode, or with no ids the whole show', async () => {
    const me = await signIn(backend);
    for (const n of [1, 2, 3])
      await request(me, 'PUT', '/95396', {
        meta: show,
        tmdbId: '95396',
        duration: 1,
        watched: 1,
        ...episode(n),
      });
    await request(me, 'PUT', '/438631', { meta: movie, tmdbId: '438631', duration: 1, watched: 1 });

    const one = await request(me, 'DELETE', '/95396', { seasonId: 's1', episodeId: 'e2' });
    expect(one.statusCode).toBe(200);
    expect(progressDeleteResponseSchema.parse(one.json())).toEqual({
      count: 1,
      tmdbId: '95396',
      episodeId: 'e2',
      seasonId: 's1',
    });
    expect((await listed(me)).map((item) => item.episode.id ?? item.tmdbId).sort()).toEqual([
      '438631',
      'e1',
      'e3',
    ]);

    const whole = await request(me, 'DELETE', '/95396', {});
    expect(whole.json()).toEqual({ count: 2, tmdbId: '95396', episodeId: null, seasonId: null });
    // No body at all works as well (a movie has no ids to send).
    const noBody = await request(me, 'DELETE', '/438631');
    expect(noBody.json()).toEqual({ count: 1, tmdbId: '438631', episodeId: null, seasonId: null });
    expect(await listed(me)).toEqual([]);
  });

  it('imports, replacing an item when changed later (at the same time: watched further)', async () => {
    const me = await signIn(backend);
    const stored = minutesAgo(10);
    const put = (tmdbId: string, more = {}) =>
      request(me, 'PUT', `/${tmdbId}`, {
        meta: movie,
        tmdbId,
        duration: 100,
        watched: 50,
        updatedAt: stored,
        ...more,
      });
    for (const tmdbId of ['1', '2', '5']) await put(tmdbId);
    await put('3', { meta: show, ...episode(1) });

    const imported = await request(me, 'PUT', '/import', [
      // Changed later: wins, even having watched less.
      { meta: movie, tmdbId: '1', duration: 100, watched: 20, updatedAt: minutesAgo(9) },
      // Changed earlier: loses, even having watched more.
      {
        meta: { ...movie, title: 'Older' },
        tmdbId: '2',
        duration: 100,
        watched: 90,
        updatedAt: minutesAgo(11),
      },
      // At the same time: the one watched further.
      { meta: show, tmdbId: '3', duration: 100, watched: '70', updatedAt: stored, ...episode(1) },
      { meta: movie, tmdbId: '5', duration: 100, watched: 30, updatedAt: stored },
      // Twice in one import: the later change, then (at the same time) the one watched further.
      {
        meta: show,
        tmdbId: '4',
        duration: 100,
        watched: 9,
        updatedAt: minutesAgo(8),
        ...episode(1),
      },
      {
        meta: show,
        tmdbId: '4',
        duration: 100,
        watched: 5,
        updatedAt: minutesAgo(7),
        ...episode(1),
      },
      { meta: movie, tmdbId: '6', duration: 100, watched: 7, updatedAt: stored },
      { meta: movie, tmdbId: '6', duration: 100, watched: 3, updatedAt: stored },
      // No time: changed now.
      { meta: movie, tmdbId: '7', duration: 100, watched: 1 },
    ]);
    expect(imported.statusCode).toBe(200);
    const answered = progressList.parse(imported.json());
    const watched = (items: typeof answered) =>
      Object.fromEntries(items.map((item) => [item.tmdbId, item.watched]));
    const expected = { '1': 20, '2': 50, '3': 70, '4': 5, '5': 50, '6': 7, '7': 1 };
    expect(watched(answered)).toEqual(expected);
    expect(watched(await listed(me))).toEqual(expected);
    expect(answered.find((item) => item.tmdbId === '2')?.meta.title).toBe('Dune');
    expect(answered.find((item) => item.tmdbId === '1')?.updatedAt).toBe(minutesAgo(9));
    expect(answered.find((item) => item.tmdbId === '7')?.updatedAt).toBe(minutesAgo(0));
  });

  it('refuses an import over the maximum, or with one bad item, and stores none of it', async () => {
    const me = await signIn(backend);
    const tooMany = Array.from({ length: PROGRESS_PER_IMPORT + 1 }, (_, index) => ({
      meta: movie,
      tmdbId: String(index),
      duration: 1,
      watched: 1,
    }));
    const refused = await request(me, 'PUT', '/import', tooMany);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^body: .*5000/);

    const oneBad = await request(me, 'PUT', '/import', [
      { meta: movie, tmdbId: '1', duration: 1, watched: 1 },
      { meta: movie, tmdbId: '2', duration: 1, watched: -3 },
    ]);
    expect(oneBad.statusCode).toBe(400);
    expect(oneBad.json().message).toMatch(/^body\.1\.watched: /);
    expect(await listed(me)).toEqual([]);
  });

  it('refuses a malformed item naming the field', async () => {
    const me = await signIn(backend);
    const noDuration = await request(me, 'PUT', '/1', { meta: movie, tmdbId: '1', watched: 1 });
    expect(noDuration.statusCode).toBe(400);
    expect(noDuration.json().message).toMatch(/^body\.duration: /);
    const badDelete = await request(me, 'DELETE', '/1', { seasonId: 7 });
    expect(badDelete.statusCode).toBe(400);
    expect(badDelete.json().message).toMatch(/^body\.seasonId: /);
  });
});

describe('progress: values from odd clients', () => {
  it('accepts an unknown year sent as null, as community clients do', async () => {
    const me = await signIn(backend);
    const put = await request(me, 'PUT', '/438631', {
      meta: { ...movie, year: null },
      tmdbId: '438631',
      duration: 9000,
      watched: 60,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().meta.year).toBeNull();
  });

  it('refuses a seconds string too long to be a number, naming the field', async () => {
    const me = await signIn(backend);
    const put = await request(me, 'PUT', '/438631', {
      meta: movie,
      tmdbId: '438631',
      duration: '9'.repeat(400),
      watched: 60,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toMatch(/^body\.duration/);
  });

  it('answers 400, not 500, for text the database cannot store (a NUL character)', async () => {
    const me = await signIn(backend);
    const put = await request(me, 'PUT', '/438631', {
      meta: { ...movie, title: 'Du\u0000ne' },
      tmdbId: '438631',
      duration: 9000,
      watched: 60,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({ error: true, statusCode: 400 });
    expect((await listed(me)).length).toBe(0);
  });
});

describe('progress: the last change wins, by the client time', () => {
  const item = (watched: number, updatedAt?: string, more = {}) => ({
    meta: show,
    tmdbId: '95396',
    duration: 3000,
    watched,
    ...episode(1),
    ...(updatedAt === undefined ? {} : { updatedAt }),
    ...more,
  });

  it('ignores a write older than the stored item, answering that one; a newer write applies', async () => {
    const me = await signIn(backend);
    const stored = (await request(me, 'PUT', '/95396', item(100, minutesAgo(5)))).json();

    const older = await request(me, 'PUT', '/95396', item(900, minutesAgo(6)));
    expect(older.statusCode).toBe(200);
    expect(older.json()).toEqual(stored);
    expect(await listed(me)).toEqual([stored]);

    const newer = await request(me, 'PUT', '/95396', item(200, minutesAgo(4)));
    expect(newer.json()).toEqual({ ...stored, watched: 200, updatedAt: minutesAgo(4) });
    // No time is now: later than any the client can send.
    const now = await request(me, 'PUT', '/95396', item(300));
    expect(now.json()).toMatchObject({ watched: 300, updatedAt: minutesAgo(0) });
  });

  it('stays deleted against an older write, answered as sent with no id; a newer write is back', async () => {
    const me = await signIn(backend);
    await request(me, 'PUT', '/95396', item(100, minutesAgo(10)));
    const deleted = await request(me, 'DELETE', '/95396', {
      seasonId: 's1',
      episodeId: 'e1',
      updatedAt: minutesAgo(5),
    });
    expect(deleted.json()).toEqual({ count: 1, tmdbId: '95396', episodeId: 'e1', seasonId: 's1' });

    const late = await request(me, 'PUT', '/95396', item(200, minutesAgo(6)));
    expect(late.statusCode).toBe(200);
    expect(progressItemSchema.parse(late.json())).toEqual({
      id: '',
      tmdbId: '95396',
      episode: { id: 'e1', number: 1 },
      season: { id: 's1', number: 1 },
      meta: show,
      duration: 3000,
      watched: 200,
      updatedAt: minutesAgo(6),
    });
    expect(await listed(me)).toEqual([]);

    const again = await request(me, 'PUT', '/95396', item(300, minutesAgo(4)));
    expect(again.json()).toMatchObject({ id: expect.stringMatching(/./), watched: 300 });
    expect((await listed(me)).map((stored) => stored.watched)).toEqual([300]);
  });

  it('blocks older writes of every item a deletion covers, and of those only', async () => {
    const me = await signIn(backend);
    await request(me, 'DELETE', '/95396', { seasonId: 's1', updatedAt: minutesAgo(5) });
    await request(me, 'DELETE', '/1', { updatedAt: minutesAgo(5) });
    const writes = [
      item(1, minutesAgo(6)),
      item(2, minutesAgo(6), episode(2)),
      item(3, minutesAgo(6), { seasonId: 's2', episodeId: 'e1', seasonNumber: 2 }),
      item(4, minutesAgo(6), { tmdbId: '2', meta: movie }),
      item(5, minutesAgo(6), { tmdbId: '1', meta: movie }),
    ];
    for (const write of writes) await request(me, 'PUT', `/${write.tmdbId}`, write);
    expect((await listed(me)).map((stored) => stored.watched).sort()).toEqual([3, 4]);
  });

  it('deletes only the items changed no later than the deletion', async () => {
    const me = await signIn(backend);
    await request(me, 'PUT', '/95396', item(1, minutesAgo(10)));
    await request(me, 'PUT', '/95396', item(2, minutesAgo(2), episode(2)));
    const deleted = await request(me, 'DELETE', '/95396', { updatedAt: minutesAgo(5) });
    expect(deleted.json()).toEqual({ count: 1, tmdbId: '95396', episodeId: null, seasonId: null });
    expect((await listed(me)).map((stored) => stored.episode.id)).toEqual(['e2']);
  });

  it('keeps the later of two deletions of the same items', async () => {
    const me = await signIn(backend);
    await request(me, 'DELETE', '/1', { updatedAt: minutesAgo(5) });
    await request(me, 'DELETE', '/1', { updatedAt: minutesAgo(8) });
    const write = { meta: movie, tmdbId: '1', duration: 1, watched: 1, updatedAt: minutesAgo(6) };
    expect((await request(me, 'PUT', '/1', write)).json().id).toBe('');
  });

  it('leaves out of an import the items deleted after the import was made', async () => {
    const me = await signIn(backend);
    await request(me, 'DELETE', '/95396', { updatedAt: minutesAgo(5) });
    const imported = await request(me, 'PUT', '/import', [
      item(1, minutesAgo(6)),
      item(2, minutesAgo(4), episode(2)),
    ]);
    expect(progressList.parse(imported.json()).map((stored) => stored.watched)).toEqual([2]);
    expect((await listed(me)).map((stored) => stored.watched)).toEqual([2]);
  });

  it('refuses a deletion time that is not a time, naming the field', async () => {
    const me = await signIn(backend);
    const refused = await request(me, 'DELETE', '/1', { updatedAt: 'soon' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'body.updatedAt: must be an ISO date or epoch milliseconds',
    );
  });
});
