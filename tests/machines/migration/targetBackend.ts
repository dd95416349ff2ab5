import { HttpResponse, http } from 'msw';
import { isValidSignature } from '../../../server/backend/auth/signature.ts';
import type { AuthResponse, BackendMeta } from '../../../src/contracts/backend.ts';
import type { StoredAccount } from '../../../src/contracts/stored.ts';
import { toBase64 } from '../../../src/services/crypto/index.ts';
import type { Stores } from '../../../src/services/storage/index.ts';
import { changeSettings } from '../../../src/services/storage/settings.ts';
import { backendError, meResponse } from '../../support/fixtures.ts';
import { network } from '../../support/network.ts';
import { TEST_SEED } from '../account/authFixtures.ts';

/** The backend the account moves to, in the tests. */
export const TARGET = 'http://new-backend.test';
/** The backend the account lives on: the migration must never call it. */
export const SOURCE = 'http://old-backend.test';

export const TARGET_META: BackendMeta = {
  name: 'New server',
  description: 'Where the account moves',
  version: '2.1.0',
  hasCaptcha: false,
};

/** The logged-in account of the test vector's passphrase, on the source backend. */
export const sourceAccount: StoredAccount = {
  token: 'token-on-the-old-backend',
  userId: 'old-user',
  sessionId: 'old-session',
  deviceName: 'Laptop',
  profile: { colorA: '#2e65cf', colorB: '#d64545', icon: 'popcorn' },
  seed: toBase64(TEST_SEED),
};

export const AT = Date.UTC(2026, 10, 20, 10);

/** The device's data: a bookmark in a group, an episode's progress, a setting, the group order. */
export function fillStores(stores: Stores) {
  stores.bookmarks.trigger.added({
    media: { tmdbId: '653', type: 'movie', title: 'Nosferatu', year: 1922, poster: '/n.jpg' },
    at: AT,
  });
  stores.bookmarks.trigger.groupsSet({ tmdbId: '653', group: ['Silent'], at: AT + 1 });
  stores.groupOrder.trigger.set({ order: ['Silent'], at: AT + 2 });
  stores.progress.trigger.updated({
    media: {
      type: 'show',
      tmdbId: '1399',
      title: 'A Show',
      releaseYear: 2011,
      season: { tmdbId: 's1', number: 1, title: 'Season 1' },
      episode: { tmdbId: 'e2', number: 2, title: 'Second' },
    },
    progress: { watched: 600, duration: 3000 },
    at: AT + 3,
  });
  changeSettings(stores, { applicationTheme: 'blue' }, AT + 4);
}

/** Everything the stores hold, to check the migration leaves it as it was. */
export const storesContent = (stores: Stores) =>
  JSON.stringify(
    (['account', 'bookmarks', 'progress', 'groupOrder', 'preferences', 'sync'] as const).map(
      (name) => stores[name].getSnapshot().context,
    ),
  );

/** The target's answer to a registration or a login: the account there and a new session. */
export const authAt = (sessionId: string): AuthResponse => ({
  ...meResponse,
  user: { ...meResponse.user, id: 'new-user' },
  session: { ...meResponse.session, id: sessionId, user: 'new-user' },
  token: `token-of-${sessionId}`,
});

/** Whether a request to the target (method and path) fails, and with which status. */
type Failing = (method: string, path: string) => number | null;

/**
 * The new backend, in memory: its `/meta`, registration and login (the signature checked against
 * the public key), and the imports, which keep what they are sent. An account whose key it knows
 * is refused with 409, as CONTRACTS.md §1 says. Requests to the old backend are counted: there
 * must be none.
 */
export function targetBackend({
  meta = TARGET_META,
  failing = () => null,
}: {
  meta?: BackendMeta;
  failing?: Failing;
} = {}) {
  const keys = new Set<string>();
  const state = {
    requests: [] as { method: string; path: string; body: unknown }[],
    sourceRequests: 0,
    bookmarks: [] as unknown[],
    progress: [] as unknown[],
    settings: null as unknown,
    groupOrder: null as unknown,
    endedSessions: [] as string[],
    /** Pretend the key is registered already. */
    knowKey: (publicKey: string) => keys.add(publicKey),
  };
  let sessions = 0;
  const signed = (body: { publicKey: string; challenge: { code: string; signature: string } }) =>
    isValidSignature(body.publicKey, body.challenge.code, body.challenge.signature);

  network.use(
    http.all(`${SOURCE}/*`, () => {
      state.sourceRequests += 1;
      return HttpResponse.json(backendError(500, 'Not to be called'), { status: 500 });
    }),
    http.all(`${TARGET}/*`, async ({ request }) => {
      const path = new URL(request.url).pathname;
      const text = await request.text();
      const body = text ? JSON.parse(text) : undefined;
      state.requests.push({ method: request.method, path, body });
      const status = failing(request.method, path);
      if (status) return HttpResponse.json(backendError(status, 'Failed'), { status });
      const route = `${request.method} ${path.replace('/users/new-user/', '/users/:id/')}`;
      switch (route) {
        case 'GET /meta':
          return HttpResponse.json(meta);
        case 'POST /auth/register/start':
        case 'POST /auth/login/start':
          if (route.includes('login') && !keys.has(body.publicKey)) {
            return HttpResponse.json(backendError(401, 'Unknown key'), { status: 401 });
          }
          return HttpResponse.json({ challenge: `challenge-${state.requests.length}` });
        case 'POST /auth/register/complete':
          if (!signed(body)) return HttpResponse.json(backendError(401, 'Bad'), { status: 401 });
          if (keys.has(body.publicKey)) {
            return HttpResponse.json(backendError(409, 'Exists'), { status: 409 });
          }
          keys.add(body.publicKey);
          sessions += 1;
          return HttpResponse.json(authAt(`session-${sessions}`));
        case 'POST /auth/login/complete':
          if (!signed(body)) return HttpResponse.json(backendError(401, 'Bad'), { status: 401 });
          sessions += 1;
          return HttpResponse.json(authAt(`session-${sessions}`));
        case 'PUT /users/:id/bookmarks':
          state.bookmarks.push(...body);
          return HttpResponse.json(body);
        case 'PUT /users/:id/progress/import':
          state.progress.push(...body);
          return HttpResponse.json(body);
        case 'PUT /users/:id/settings':
          state.settings = body;
          return HttpResponse.json(body);
        case 'PUT /users/:id/group-order':
          state.groupOrder = body;
          return HttpResponse.json({ groupOrder: body });
        default:
          if (request.method === 'DELETE' && path.startsWith('/sessions/')) {
            state.endedSessions.push(path.slice('/sessions/'.length));
            return HttpResponse.json({ id: path.slice('/sessions/'.length) });
          }
          return HttpResponse.json(backendError(404, 'No route'), { status: 404 });
      }
    }),
  );
  return state;
}
