import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  progressDeleteResponseSchema,
  WATCH_HISTORY_PER_IMPORT,
  watchHistoryItemSchema,
} from '../../../src/contracts/backend.ts';
import { openTestBackend, type SignedIn, signIn, type TestBackend } from './support.ts';
import { collectionRequests, episode, movie, show } from './watchedItems.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await openTestBackend();
});
afterAll(() => backend.close());

const historyList = z.array(watchHistoryItemSchema);
const request = collectionRequests(() => backend, 'watch-history');

async function listed(who: SignedIn) {
  return historyList.parse((await request(who, 'GET')).json());
}

describe('watch history', () => {
  it('stores one item as existing clients send it, answering one item', async () => {
    const me = await signIn(backend);
    const put = await request(me, 'PUT', '/438631', {
      meta: movie,
      tmdbId: '438631',
      duration: 9000,
      watched: '8999.5',
      watchedAt: '2026-11-20T20:00:00.000Z',
      completed: true,
    });
    expect(put.statusCode).toBe(200);
    const item = put.json();
    expect(watchHistoryItemSchema.parse(item)).toEqual(item);
    expect(item).toEqual({
      id: expect.any(String),
      tmdbId: '438631',
      episode: { id: null, number: null },
      season: { id: null, number: null },
      meta: movie,
      duration: 9000,
      watched: 8999.5,
      watchedAt: '2026-11-20T20:00:00.000Z',
      completed: true,
    });
    expect(await listed(me)).toEqual([item]);
  });

  it('upserts by episode: the same episode again updates it, `completed` defaults to false', async () => {
    const me = await signIn(backend);
    const body = {
      meta: show,
      tmdbId: '95396',
      duration: 3000,
      watchedAt: '2026-11-01T00:00:00Z',
      ...episode(1),
    };
    const first = await request(me, 'PUT', '/95396', { ...body, watched: 10 });
    const second = await request(me, 'PUT', '/95396', { ...body, watched: 2990 });
    expect(second.json()).toMatchObject({
      id: first.json().id,
      watched: 2990,
      completed: false,
      episode: { id: 'e1', number: 1 },
      season: { id: 's1', number: 1 },
    });
    expect(await listed(me)).toHaveLength(1);
  });

  it('takes an array (an import), answering an array, each item under its own title', async () => {
    const me = await signIn(backend);
    const episode4 = { meta: show, tmdbId: '2', duration: 1, watchedAt: 1_767_312_000_000 };
    const put = await request(me, 'PUT', '/anything', [
      { meta: movie, tmdbId: '1', duration: 1, watched: 1, watchedAt: '2026-01-01T00:00:00Z' },
      { ...episode4, watched: 1, ...episode(4) },
      // The same episode twice in one request: the later one wins.
      { ...episode4, watched: 0.5, ...episode(4) },
    ]);
    expect(put.statusCode).toBe(200);
    const answered = historyList.parse(put.json());
    expect(answered.map((item) => [item.tmdbId, item.watched]).sort()).toEqual([
      ['1', 1],
      ['2', 0.5],
    ]);
    expect((await request(me, 'PUT', '/x', [])).json()).toEqual([]);
  });

  it('lists newest first, with watch times clamped to [2021-07-13, now]', async () => {
    const me = await signIn(backend);
    const now = backend.clock.now().toISOString();
    await request(me, 'PUT', '/x', [
      { meta: movie, tmdbId: 'middle', duration: 1, watched: 1, watchedAt: '2024-06-01T00:00:00Z' },
      {
        meta: movie,
        tmdbId: 'ancient',
        duration: 1,
        watched: 1,
        watchedAt: '2019-05-01T00:00:00Z',
      },
      { meta: movie, tmdbId: 'future', duration: 1, watched: 1, watchedAt: '2999-01-01T00:00:00Z' },
    ]);
    expect((await listed(me)).map((item) => [item.tmdbId, item.watchedAt])).toEqual([
      ['future', now],
      ['middle', '2024-06-01T00:00:00.000Z'],
      ['ancient', '2021-07-13T00:00:00.000Z'],
    ]);
  });

  it('deletes one episode, or with no ids the whole show', async () => {
    const me = await signIn(backend);
    for (const n of [1, 2, 3])
      await request(me, 'PUT', '/95396', {
        meta: show,
        tmdbId: '95396',
        duration: 1,
        watched: 1,
        watchedAt: 0,
        ...episode(n),
      });
    const one = await request(me, 'DELETE', '/95396', { episodeId: 'e3' });
    expect(progressDeleteResponseSchema.parse(one.json())).toEqual({
      count: 1,
      tmdbId: '95396',
      episodeId: 'e3',
      seasonId: null,
    });
    const whole = await request(me, 'DELETE', '/95396');
    expect(whole.json()).toEqual({ count: 2, tmdbId: '95396', episodeId: null, seasonId: null });
    expect(await listed(me)).toEqual([]);
  });

  it('refuses a malformed item naming the field, also inside an array', async () => {
    const me = await signIn(backend);
    const noWatchedAt = await request(me, 'PUT', '/1', {
      meta: movie,
      tmdbId: '1',
      duration: 1,
      watched: 1,
    });
    expect(noWatchedAt.statusCode).toBe(400);
    expect(noWatchedAt.json().message).toMatch(/watchedAt/);
    const badTime = await request(me, 'PUT', '/1', [
      { meta: movie, tmdbId: '1', duration: 1, watched: 1, watchedAt: 'not a date' },
    ]);
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().message).toBe(
      'body.0.watchedAt: must be an ISO date or epoch milliseconds',
    );
    const tooMany = Array.from({ length: WATCH_HISTORY_PER_IMPORT + 1 }, (_, index) => ({
      meta: movie,
      tmdbId: String(index),
      duration: 1,
      watched: 1,
      watchedAt: 0,
    }));
    const refused = await request(me, 'PUT', '/1', tooMany);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^body: .*5000/);
    expect(await listed(me)).toEqual([]);
  });
});
