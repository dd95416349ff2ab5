import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendErrorSchema } from '../../../src/contracts/backend.ts';
import { openTestBackend, type SignedIn, signIn, type TestBackend } from './support.ts';

let backend: TestBackend;
let owner: SignedIn;
let intruder: SignedIn;
beforeAll(async () => {
  backend = await openTestBackend();
  owner = await signIn(backend, 'Owner');
  intruder = await signIn(backend, 'Intruder');
});
afterAll(() => backend.close());

const movie = { title: 'Dune', year: 2021, type: 'movie' };
const progressItem = { meta: movie, tmdbId: '1', duration: 10, watched: 5 };

/** Every sync route, with a body it would accept from its owner. */
const routes: { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; path: string; body?: unknown }[] = [
  { method: 'GET', path: 'bookmarks' },
  { method: 'PUT', path: 'bookmarks', body: [{ tmdbId: '1', meta: movie }] },
  { method: 'POST', path: 'bookmarks/1', body: { meta: movie } },
  { method: 'DELETE', path: 'bookmarks/1' },
  { method: 'GET', path: 'progress' },
  { method: 'PUT', path: 'progress/1', body: progressItem },
  { method: 'PUT', path: 'progress/import', body: [progressItem] },
  { method: 'DELETE', path: 'progress/1', body: {} },
  { method: 'GET', path: 'watch-history' },
  { method: 'PUT', path: 'watch-history/1', body: { ...progressItem, watchedAt: 0 } },
  { method: 'DELETE', path: 'watch-history/1', body: {} },
  { method: 'GET', path: 'settings' },
  { method: 'PUT', path: 'settings', body: { applicationTheme: 'blue' } },
  { method: 'GET', path: 'group-order' },
  { method: 'PUT', path: 'group-order', body: ['A'] },
];

function call(
  route: (typeof routes)[number],
  userId: string,
  headers: Record<string, string>,
  body = route.body,
) {
  return backend.app.inject({
    method: route.method,
    url: `/users/${userId}/${route.path}`,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

describe.each(routes)('$method /users/{id}/$path', (route) => {
  it('answers 401 without a token, even to a malformed body', async () => {
    const answer = await call(route, owner.user.id, {}, route.body === undefined ? undefined : 7);
    expect(answer.statusCode).toBe(401);
    expect(backendErrorSchema.parse(answer.json()).statusCode).toBe(401);
  });

  it("answers 403 to another user's token", async () => {
    const answer = await call(route, owner.user.id, intruder.headers);
    expect(answer.statusCode).toBe(403);
    expect(backendErrorSchema.parse(answer.json()).message).toMatch(/another user/);
  });

  it('answers its owner', async () => {
    expect((await call(route, owner.user.id, owner.headers)).statusCode).toBe(200);
  });
});

describe('data of another user', () => {
  it('is neither read nor changed through a forbidden call', async () => {
    const put = (path: string, body: unknown, who: SignedIn) =>
      backend.app.inject({
        method: 'PUT',
        url: `/users/${owner.user.id}/${path}`,
        headers: who.headers,
        payload: body as object,
      });
    expect((await put('group-order', ['Mine'], owner)).statusCode).toBe(200);
    expect((await put('group-order', ['Theirs'], intruder)).statusCode).toBe(403);
    const read = await backend.app.inject({
      url: `/users/${owner.user.id}/group-order`,
      headers: owner.headers,
    });
    expect(read.json()).toEqual({ groupOrder: ['Mine'] });
  });
});
