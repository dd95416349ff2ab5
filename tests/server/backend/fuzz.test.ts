import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keysFromPassphrase,
  openTestBackend,
  type SignedIn,
  signIn,
  type TestBackend,
} from './support.ts';

/**
 * Whatever a client sends — random JSON, a valid body with parts removed, replaced or mistyped, odd
 * path parameters, bad tokens — the backend answers with a 2xx or a 4xx, never a 5xx (DESIGN.md §5).
 */

const profile = { colorA: '#2E65CF', colorB: '#2E65CF', icon: 'bookmark' };
const bookmark = {
  meta: { title: 'Arrival', year: 2016, poster: '/p.jpg', type: 'movie' },
  group: ['Sci-fi'],
  updatedAt: 1767225600000,
};
const progressItem = {
  meta: { title: 'Dark', year: 2017, type: 'show' },
  tmdbId: '70523',
  duration: 3000,
  watched: '1200.5',
  seasonId: 's1',
  episodeId: 'e1',
  seasonNumber: 1,
  episodeNumber: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const playerStatus = {
  userId: 'guest-1',
  roomCode: '1234',
  isHost: false,
  content: { title: 'Dark', type: 'TV Show', tmdbId: 70523, seasonNumber: 1, episodeNumber: 1 },
  player: {
    isPlaying: true,
    isPaused: false,
    isLoading: false,
    hasPlayedOnce: true,
    time: 12,
    duration: 3000,
    playbackRate: 1,
    buffered: 30,
  },
};
const solution = { code: 'x'.repeat(43), signature: 'A'.repeat(86) };
const { publicKey } = keysFromPassphrase('a passphrase nobody registered');

/** Every route, with a valid-looking body to mutate. `{id}` is a user id, `{sid}` a session id. */
interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** Ends our own session or account when it succeeds: sign in again afterwards. */
  destructive?: boolean;
}

const routes: Route[] = [
  { method: 'GET', url: '/meta' },
  { method: 'POST', url: '/auth/register/start', body: { captchaToken: 'token' } },
  {
    method: 'POST',
    url: '/auth/register/complete',
    body: { publicKey, challenge: solution, namespace: 'movie-web', device: 'device', profile },
  },
  { method: 'POST', url: '/auth/login/start', body: { publicKey } },
  {
    method: 'POST',
    url: '/auth/login/complete',
    body: { publicKey, challenge: solution, device: 'device' },
  },
  { method: 'GET', url: '/users/@me' },
  { method: 'PATCH', url: '/users/{id}', body: { profile, nickname: 'Night Owl' } },
  { method: 'GET', url: '/users/{id}/sessions' },
  { method: 'PATCH', url: '/sessions/{sid}', body: { deviceName: 'device' } },
  { method: 'GET', url: '/users/{id}/bookmarks' },
  { method: 'PUT', url: '/users/{id}/bookmarks', body: [{ tmdbId: '329865', ...bookmark }] },
  { method: 'POST', url: '/users/{id}/bookmarks/{tmdb}', body: bookmark },
  { method: 'DELETE', url: '/users/{id}/bookmarks/{tmdb}' },
  {
    method: 'DELETE',
    url: '/users/{id}/bookmarks/{tmdb}',
    body: { updatedAt: '2026-01-01T00:00:00.000Z' },
  },
  { method: 'GET', url: '/users/{id}/progress' },
  { method: 'PUT', url: '/users/{id}/progress/{tmdb}', body: progressItem },
  { method: 'PUT', url: '/users/{id}/progress/import', body: [progressItem] },
  {
    method: 'DELETE',
    url: '/users/{id}/progress/{tmdb}',
    body: { seasonId: 's1', episodeId: 'e1', updatedAt: 1767225600000 },
  },
  { method: 'GET', url: '/users/{id}/watch-history' },
  {
    method: 'PUT',
    url: '/users/{id}/watch-history/{tmdb}',
    body: { ...progressItem, watchedAt: '2026-01-01T00:00:00.000Z', completed: false },
  },
  { method: 'DELETE', url: '/users/{id}/watch-history/{tmdb}', body: {} },
  { method: 'GET', url: '/users/{id}/settings' },
  {
    method: 'PUT',
    url: '/users/{id}/settings',
    body: {
      applicationTheme: 'mocha',
      enableAutoplay: false,
      debridToken: 'token',
      debridService: 'realdebrid',
      updatedAt: { applicationTheme: '2026-01-01T00:00:00.000Z', debridToken: 1767225600000 },
    },
  },
  { method: 'GET', url: '/users/{id}/group-order' },
  { method: 'PUT', url: '/users/{id}/group-order', body: ['Sci-fi', 'Comedy'] },
  {
    method: 'PUT',
    url: '/users/{id}/group-order?updatedAt=1767225600000',
    body: ['Comedy', 'Sci-fi'],
  },
  { method: 'POST', url: '/api/player/status', body: playerStatus },
  { method: 'DELETE', url: '/sessions/{sid}', destructive: true },
  { method: 'DELETE', url: '/users/{id}', destructive: true },
  { method: 'GET', url: '/api/player/status?roomCode=1234' },
  { method: 'GET', url: '/api/player/status?roomCode=1234&userId=guest-1' },
];

/** A valid body with one part removed, replaced by something random, or retyped. */
function mutated(body: unknown): fc.Arbitrary<unknown> {
  if (body === null || typeof body !== 'object') return fc.anything();
  const keys = Object.keys(body as object);
  if (keys.length === 0) return fc.anything();
  // Any value, including strings PostgreSQL refuses to store (a NUL character).
  const value = fc.oneof(
    fc.anything(),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constant('a\u0000b'),
  );
  return fc
    .record({ key: fc.constantFrom(...keys), value, how: fc.nat(3) })
    .chain(({ key, value, how }) => {
      const copy: Record<string, unknown> = Array.isArray(body)
        ? ([...body] as never)
        : { ...(body as object) };
      const inner = copy[key];
      if (how === 0) delete copy[key];
      else if (how === 1) copy[key] = value;
      else if (how === 2 && inner !== null && typeof inner === 'object') {
        return mutated(inner).map((changed) => ({ ...copy, [key]: changed }));
      } else
        copy[key] =
          typeof inner === 'number' ? String(inner) : inner === undefined ? value : [inner];
      return fc.constant(copy);
    });
}

const oddSegment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('%2e%2e', '..', '%00', '-1', '0', 'null', 'a'.repeat(300), '😀', '%E2%82'),
);

let backend: TestBackend;
let me: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  backend = await openTestBackend();
  me = await signIn(backend);
  other = await signIn(backend, 'Other Owl');
}, 30_000);
afterAll(() => backend.close());

/** A body for a route: its valid sample, a mutation of it, or any JSON value at all. */
function bodyFor(route: Route): fc.Arbitrary<unknown> {
  if (route.body === undefined) return fc.constant(undefined);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(route.body) },
    { weight: 4, arbitrary: mutated(route.body) },
    { weight: 2, arbitrary: fc.jsonValue() },
  );
}

const request = fc.constantFrom(...routes).chain((route) =>
  fc.record({
    route: fc.constant(route),
    body: bodyFor(route),
    path: fc.constantFrom('mine', 'theirs', 'odd'),
    auth: fc.constantFrom('mine', 'theirs', 'none', 'garbage'),
    odd: oddSegment,
  }),
);

describe('backend robustness (property)', () => {
  it('never answers 5xx to random, mutated or mistyped requests', async () => {
    let sent = 0;
    const byStatus = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ route, body, path, auth, odd }) => {
        const user = path === 'mine' ? me : path === 'theirs' ? other : undefined;
        const url = route.url
          .replace('{id}', encodeURIComponent(user?.user.id ?? odd))
          .replace('{sid}', encodeURIComponent(user?.session.id ?? odd))
          .replace('{tmdb}', path === 'odd' ? encodeURIComponent(odd) : '329865');
        const headers: Record<string, string> = {};
        if (auth === 'mine') headers.authorization = me.headers.authorization;
        if (auth === 'theirs') headers.authorization = other.headers.authorization;
        if (auth === 'garbage') headers.authorization = `Bearer ${odd}`;
        const payload = body === undefined ? undefined : (JSON.stringify(body) ?? 'null');
        if (payload !== undefined) headers['content-type'] = 'application/json';
        // A new client address each time: the /auth/* rate limit would otherwise answer most of them.
        const remoteAddress = `10.0.${Math.floor(sent / 250)}.${sent % 250}`;
        const response = await backend.app.inject({
          method: route.method,
          url,
          headers,
          payload,
          remoteAddress,
        });
        sent += 1;
        byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) {
          throw new Error(
            `${route.method} ${url} -> ${response.statusCode}: ${response.body}\nbody: ${payload}`,
          );
        }
        if (route.destructive && response.statusCode < 300) {
          if (user === me) me = await signIn(backend);
          if (user === other) other = await signIn(backend, 'Other Owl');
        }
      }),
      { numRuns: 1_200, seed: 20261121 },
    );
    expect(sent).toBeGreaterThanOrEqual(1_000);
    // The requests reached the routes: many were served, many were refused by validation or auth.
    const count = (from: number, to: number) =>
      [...byStatus]
        .filter(([status]) => status >= from && status < to)
        .reduce((sum, [, n]) => sum + n, 0);
    expect(count(200, 300)).toBeGreaterThan(100);
    expect(byStatus.get(400) ?? 0).toBeGreaterThan(100);
    expect((byStatus.get(401) ?? 0) + (byStatus.get(403) ?? 0)).toBeGreaterThan(100);
  }, 120_000);
});
