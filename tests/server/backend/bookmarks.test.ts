import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BOOKMARKS_PER_IMPORT, bookmarkSchema } from '../../../src/contracts/backend.ts';
import {
  anotherServer,
  openTestBackend,
  type SignedIn,
  signIn,
  type TestBackend,
} from './support.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await openTestBackend();
});
afterAll(() => backend.close());

const bookmarkList = z.array(bookmarkSchema);
const dune = { title: 'Dune', year: 2021, poster: 'https://image.example/dune.jpg', type: 'movie' };
const severance = { title: 'Severance', year: 2022, type: 'show' };

function request(
  who: SignedIn,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path = '',
  body?: unknown,
  app = backend.app,
) {
  return app.inject({
    method,
    url: `/users/${who.user.id}/bookmarks${path}`,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

describe('bookmarks', () => {
  it('adds one, answering it with arrays for group and favourite episodes', async () => {
    const me = await signIn(backend);
    const added = await request(me, 'POST', '/438631', { meta: dune });
    expect(added.statusCode).toBe(200);
    expect(bookmarkSchema.parse(added.json())).toEqual({
      tmdbId: '438631',
      meta: dune,
      group: [],
      favoriteEpisodes: [],
      updatedAt: backend.clock.now().toISOString(),
    });
  });

  it('takes a group sent as a single name, and replaces a bookmark posted again', async () => {
    const me = await signIn(backend);
    await request(me, 'POST', '/95396', {
      meta: severance,
      group: 'Office',
      favoriteEpisodes: ['e1'],
    });
    const listed = bookmarkList.parse((await request(me, 'GET')).json());
    expect(listed).toEqual([expect.objectContaining({ tmdbId: '95396', group: ['Office'] })]);

    backend.clock.advance(1000);
    const again = await request(me, 'POST', '/95396', { meta: severance, group: ['A', 'B'] });
    expect(again.json()).toEqual({
      tmdbId: '95396',
      meta: severance,
      group: ['A', 'B'],
      favoriteEpisodes: [],
      updatedAt: backend.clock.now().toISOString(),
    });
    expect(bookmarkList.parse((await request(me, 'GET')).json())).toHaveLength(1);
  });

  it('deletes one, answering its id; deleting it again still succeeds', async () => {
    const me = await signIn(backend);
    await request(me, 'POST', '/438631', { meta: dune });
    const deleted = await request(me, 'DELETE', '/438631');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, tmdbId: '438631' });
    expect((await request(me, 'GET')).json()).toEqual([]);
    expect((await request(me, 'DELETE', '/438631')).json()).toEqual({
      success: true,
      tmdbId: '438631',
    });
  });

  it('imports a list: upserts what it names, keeps the rest, answers everything stored', async () => {
    const me = await signIn(backend);
    await request(me, 'POST', '/1', { meta: dune, group: 'Kept' });
    await request(me, 'POST', '/2', { meta: dune });
    const imported = await request(me, 'PUT', '', [
      { tmdbId: '2', meta: severance, group: 'Replaced' },
      { tmdbId: '3', meta: dune, favoriteEpisodes: ['x'] },
      // The same title twice in one import: the later one wins.
      { tmdbId: '3', meta: severance },
    ]);
    expect(imported.statusCode).toBe(200);
    const byId = Object.fromEntries(bookmarkList.parse(imported.json()).map((b) => [b.tmdbId, b]));
    expect(Object.keys(byId).sort()).toEqual(['1', '2', '3']);
    expect(byId['1']).toMatchObject({ meta: dune, group: ['Kept'] });
    expect(byId['2']).toMatchObject({ meta: severance, group: ['Replaced'] });
    expect(byId['3']).toMatchObject({ meta: severance, group: [], favoriteEpisodes: [] });
    expect((await request(me, 'GET')).json()).toEqual(expect.arrayContaining(Object.values(byId)));
  });

  it(`imports ${BOOKMARKS_PER_IMPORT.toLocaleString('en')} realistic bookmarks in one request, quickly`, async () => {
    const me = await signIn(backend);
    const items = Array.from({ length: BOOKMARKS_PER_IMPORT }, (_, index) => ({
      tmdbId: String(100_000 + index),
      meta: {
        title: `A film with a reasonably long title, number ${index}`,
        year: 1950 + (index % 75),
        poster: `https://image.tmdb.org/t/p/w342/${index.toString(36).padStart(27, 'x')}.jpg`,
        type: index % 3 === 0 ? 'show' : 'movie',
      },
      group: index % 10 === 0 ? ['Favourites', 'Rewatch'] : [],
      favoriteEpisodes: index % 3 === 0 ? ['1x01', '1x02', '2x05'] : [],
    }));
    const started = performance.now();
    const imported = await request(me, 'PUT', '', items);
    const elapsed = performance.now() - started;
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toHaveLength(BOOKMARKS_PER_IMPORT);
    expect(elapsed).toBeLessThan(5_000);
  }, 30_000);

  it('refuses an import over the maximum with a 400 saying so, and stores none of it', async () => {
    const me = await signIn(backend);
    const items = Array.from({ length: BOOKMARKS_PER_IMPORT + 1 }, (_, index) => ({
      tmdbId: String(index),
      meta: dune,
    }));
    const refused = await request(me, 'PUT', '', items);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^body: .*10000/);
    expect((await request(me, 'GET')).json()).toEqual([]);
  });

  it('refuses a malformed bookmark naming the field', async () => {
    const me = await signIn(backend);
    const refused = await request(me, 'POST', '/1', { meta: { ...dune, type: 'film' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^body\.meta\.type: /);
    const badImport = await request(me, 'PUT', '', [
      { tmdbId: '1', meta: { ...dune, year: 'soon' } },
    ]);
    expect(badImport.statusCode).toBe(400);
    expect(badImport.json().message).toMatch(/^body\.0\.meta\.year: /);
  });

  it('reads what another server on the same database changed, at once', async () => {
    const me = await signIn(backend);
    const other = await anotherServer(backend);
    const ids = async () =>
      bookmarkList
        .parse((await request(me, 'GET')).json())
        .map((bookmark) => bookmark.tmdbId)
        .sort();
    await request(me, 'POST', '/1', { meta: dune });
    expect(await ids()).toEqual(['1']);

    await request(me, 'POST', '/2', { meta: severance }, other);
    expect(await ids()).toEqual(['1', '2']);
    await request(me, 'PUT', '', [{ tmdbId: '3', meta: dune }], other);
    expect(await ids()).toEqual(['1', '2', '3']);
    await request(me, 'DELETE', '/1', undefined, other);
    expect(await ids()).toEqual(['2', '3']);
    await request(me, 'POST', '/2', { meta: severance, group: 'Later' }, other);
    const [changed] = bookmarkList.parse((await request(me, 'GET')).json());
    expect(changed?.group).toEqual(['Later']);
  });
});

describe('bookmarks: the last change wins, by the client time', () => {
  const minutesAgo = (minutes: number) =>
    new Date(backend.clock.now().getTime() - minutes * 60_000).toISOString();
  const ids = async (who: SignedIn) =>
    bookmarkList
      .parse((await request(who, 'GET')).json())
      .map((bookmark) => bookmark.tmdbId)
      .sort();

  it('ignores a write older than the stored bookmark, answering that one; a newer write applies', async () => {
    const me = await signIn(backend);
    const stored = (
      await request(me, 'POST', '/1', { meta: dune, group: 'A', updatedAt: minutesAgo(5) })
    ).json();
    expect(stored.updatedAt).toBe(minutesAgo(5));

    const older = await request(me, 'POST', '/1', {
      meta: dune,
      group: 'B',
      updatedAt: minutesAgo(6),
    });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toEqual(stored);
    expect((await request(me, 'GET')).json()).toEqual([stored]);

    // Epoch milliseconds work as well as ISO dates.
    const at = Date.parse(minutesAgo(4));
    const newer = await request(me, 'POST', '/1', { meta: dune, group: 'C', updatedAt: at });
    expect(newer.json()).toEqual({ ...stored, group: ['C'], updatedAt: minutesAgo(4) });
    expect((await request(me, 'GET')).json()).toEqual([newer.json()]);
  });

  it('stays deleted against an older write, answered as sent; a newer write brings it back', async () => {
    const me = await signIn(backend);
    await request(me, 'POST', '/1', { meta: dune, updatedAt: minutesAgo(10) });
    const deleted = await request(me, 'DELETE', '/1', { updatedAt: minutesAgo(5) });
    expect(deleted.json()).toEqual({ success: true, tmdbId: '1' });

    const late = await request(me, 'POST', '/1', {
      meta: dune,
      group: 'Late',
      updatedAt: minutesAgo(6),
    });
    expect(late.statusCode).toBe(200);
    expect(bookmarkSchema.parse(late.json())).toEqual({
      tmdbId: '1',
      meta: dune,
      group: ['Late'],
      favoriteEpisodes: [],
      updatedAt: minutesAgo(6),
    });
    expect(await ids(me)).toEqual([]);

    await request(me, 'POST', '/1', { meta: dune, updatedAt: minutesAgo(4) });
    expect(await ids(me)).toEqual(['1']);
  });

  it('does not delete a bookmark changed after the deletion', async () => {
    const me = await signIn(backend);
    await request(me, 'POST', '/1', { meta: dune, updatedAt: minutesAgo(2) });
    const deleted = await request(me, 'DELETE', '/1', { updatedAt: minutesAgo(5) });
    expect(deleted.json()).toEqual({ success: true, tmdbId: '1' });
    expect(await ids(me)).toEqual(['1']);
    // Without a time the deletion is now: later than any change.
    await request(me, 'DELETE', '/1');
    expect(await ids(me)).toEqual([]);
  });

  it('keeps the later of two deletions of a bookmark', async () => {
    const me = await signIn(backend);
    await request(me, 'DELETE', '/1', { updatedAt: minutesAgo(5) });
    await request(me, 'DELETE', '/1', { updatedAt: minutesAgo(8) });
    await request(me, 'POST', '/1', { meta: dune, updatedAt: minutesAgo(6) });
    expect(await ids(me)).toEqual([]);
  });

  it('imports by time: an item older than the stored bookmark or its deletion is dropped', async () => {
    const me = await signIn(backend);
    for (const tmdbId of ['1', '2'])
      await request(me, 'POST', `/${tmdbId}`, { meta: dune, updatedAt: minutesAgo(5) });
    for (const tmdbId of ['3', '4'])
      await request(me, 'DELETE', `/${tmdbId}`, { updatedAt: minutesAgo(5) });
    expect(await ids(me)).toEqual(['1', '2']);

    const imported = await request(me, 'PUT', '', [
      { tmdbId: '1', meta: severance, updatedAt: minutesAgo(6) },
      { tmdbId: '2', meta: severance, updatedAt: minutesAgo(4) },
      { tmdbId: '3', meta: severance, updatedAt: minutesAgo(6) },
      { tmdbId: '4', meta: severance, updatedAt: minutesAgo(4) },
      // Twice in one import: the newer, and at the same time the later item.
      { tmdbId: '5', meta: severance, group: 'Newer', updatedAt: minutesAgo(3) },
      { tmdbId: '5', meta: severance, group: 'Older', updatedAt: minutesAgo(4) },
      { tmdbId: '6', meta: severance, group: 'First', updatedAt: minutesAgo(3) },
      { tmdbId: '6', meta: severance, group: 'Second', updatedAt: minutesAgo(3) },
    ]);
    expect(imported.statusCode).toBe(200);
    const byId = Object.fromEntries(bookmarkList.parse(imported.json()).map((b) => [b.tmdbId, b]));
    expect(Object.keys(byId).sort()).toEqual(['1', '2', '4', '5', '6']);
    expect(byId['1']).toMatchObject({ meta: dune, updatedAt: minutesAgo(5) });
    expect(byId['2']).toMatchObject({ meta: severance, updatedAt: minutesAgo(4) });
    expect(byId['4']).toMatchObject({ meta: severance });
    expect(byId['5']?.group).toEqual(['Newer']);
    expect(byId['6']?.group).toEqual(['Second']);
    // The cached list moved with the import.
    expect((await request(me, 'GET')).json()).toEqual(imported.json());
  });

  it('refuses a time that is not a time, naming the field', async () => {
    const me = await signIn(backend);
    const post = await request(me, 'POST', '/1', { meta: dune, updatedAt: 'yesterday-ish' });
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toBe('body.updatedAt: must be an ISO date or epoch milliseconds');
    const put = await request(me, 'PUT', '', [{ tmdbId: '1', meta: dune, updatedAt: 'soon' }]);
    expect(put.json().message).toBe('body.0.updatedAt: must be an ISO date or epoch milliseconds');
    const deleted = await request(me, 'DELETE', '/1', { updatedAt: true });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().message).toMatch(/^body\.updatedAt: /);
  });
});
