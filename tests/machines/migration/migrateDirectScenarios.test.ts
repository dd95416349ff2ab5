import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { PROGRESS_PER_IMPORT } from '../../../src/contracts/backend.ts';
import type { ProgressState } from '../../../src/contracts/stored.ts';
import { humanCheckMachine } from '../../../src/machines/account/humanCheck.machine.ts';
import { migrateDirectMachine } from '../../../src/machines/migration/migrateDirect.machine.ts';
import { decryptDeviceName, publicKeyString } from '../../../src/services/crypto/index.ts';
import { createStores, type Stores } from '../../../src/services/storage/index.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { network } from '../../support/network.ts';
import { TEST_SEED } from '../account/authFixtures.ts';
import {
  fillStores,
  SOURCE,
  sourceAccount,
  storesContent,
  TARGET,
  TARGET_META,
  targetBackend,
} from './targetBackend.ts';

/** The device logged in to the old backend (`SOURCE`), with its data, on the migration page. */
function migrate(stores: Stores = filled(), machine = migrateDirectMachine) {
  const actor = createActor(machine, { input: { account: sourceAccount, stores } }).start();
  const submit = async (backendUrl: string) => {
    actor.send({ type: 'migration.submit', backendUrl });
    return waitFor(actor, (snapshot) => !snapshot.matches('processing'), { timeout: 5_000 });
  };
  return { actor, stores, submit };
}

function filled() {
  const stores = createStores(memoryStorage());
  stores.account.trigger.loggedIn({ account: sourceAccount });
  stores.account.trigger.backendUrlSet({ backendUrl: SOURCE });
  fillStores(stores);
  return stores;
}

const routes = (target: ReturnType<typeof targetBackend>) =>
  target.requests.map(({ method, path }) => `${method} ${path}`);

describe('direct migration (doc 1 §2, §5, §7)', () => {
  it('registers the same account on the new backend and copies everything there', async () => {
    const target = targetBackend();
    const { stores, submit } = migrate();
    const before = storesContent(stores);
    const done = await submit(TARGET);
    expect(done.value).toBe('success');
    // Registered with this device's key (the target checked the signatures), then logged in.
    const registration = target.requests.find(({ path }) => path === '/auth/register/complete')
      ?.body as { publicKey: string; device: string; profile: unknown };
    expect(registration.publicKey).toBe(publicKeyString(TEST_SEED));
    expect(await decryptDeviceName(registration.device, TEST_SEED)).toBe('Laptop');
    expect(registration.profile).toEqual(sourceAccount.profile);
    expect(routes(target).slice(0, 5)).toEqual([
      'GET /meta',
      'POST /auth/register/start',
      'POST /auth/register/complete',
      'POST /auth/login/start',
      'POST /auth/login/complete',
    ]);
    // Bookmarks, progress, settings and group order are there.
    expect(target.bookmarks).toEqual([
      {
        tmdbId: '653',
        meta: { title: 'Nosferatu', type: 'movie', year: 1922, poster: '/n.jpg' },
        group: ['Silent'],
        favoriteEpisodes: [],
        updatedAt: expect.any(Number),
      },
    ]);
    expect(target.progress).toEqual([
      expect.objectContaining({
        tmdbId: '1399',
        meta: { title: 'A Show', type: 'show', year: 2011 },
        seasonId: 's1',
        seasonNumber: 1,
        episodeId: 'e2',
        episodeNumber: 2,
        watched: 600,
        duration: 3000,
      }),
    ]);
    expect(target.settings).toMatchObject({ applicationTheme: 'blue' });
    expect(target.groupOrder).toEqual(['Silent']);
    // The migration's sessions there end; the old backend is never called; the device keeps all.
    expect(target.endedSessions).toEqual(['session-1', 'session-2']);
    expect(target.sourceRequests).toBe(0);
    expect(storesContent(stores)).toBe(before);
  });

  it("says 'Please provide a Backend URL.' for an empty address, and asks nothing", async () => {
    const target = targetBackend();
    const { submit } = migrate();
    const snapshot = await submit('   ');
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.problem).toBe('noUrl');
    expect(target.requests).toEqual([]);
  });

  it('refuses an address that is no URL, and asks nothing', async () => {
    const target = targetBackend();
    const snapshot = await migrate().submit('new-backend');
    expect(snapshot.context.problem).toBe('invalidUrl');
    expect(target.requests).toEqual([]);
  });

  it.each([
    ['does not answer', () => HttpResponse.error()],
    ['is down behind its proxy', () => new HttpResponse('Bad gateway', { status: 502 })],
  ])('says a backend that %s cannot be reached', async (_, answer) => {
    const target = targetBackend();
    network.use(http.get(`${TARGET}/meta`, answer));
    const { stores, submit } = migrate();
    const before = storesContent(stores);
    const snapshot = await submit(TARGET);
    expect(snapshot.value).toBe('error');
    expect(snapshot.context.problem).toBe('unreachable');
    expect(target.requests).toEqual([]);
    expect(storesContent(stores)).toBe(before);
  });

  it.each([
    ['a web page', () => new HttpResponse('<!doctype html><title>Blog</title>', { status: 200 })],
    ['no /meta', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })],
    ['JSON of another shape', () => HttpResponse.json({ status: 'ok' })],
  ])('says an address with %s is not a compatible backend', async (_, answer) => {
    const target = targetBackend();
    network.use(http.get(`${TARGET}/meta`, answer));
    const snapshot = await migrate().submit(TARGET);
    expect(snapshot.context.problem).toBe('incompatible');
    expect(target.requests).toEqual([]);
  });

  it('says so when the new backend has this account already, and copies nothing', async () => {
    const target = targetBackend();
    target.knowKey(publicKeyString(TEST_SEED));
    const snapshot = await migrate().submit(TARGET);
    expect(snapshot.context.problem).toBe('exists');
    expect(routes(target)).toEqual([
      'GET /meta',
      'POST /auth/register/start',
      'POST /auth/register/complete',
    ]);
    expect(target.sourceRequests).toBe(0);
  });

  it('passes the human check the new backend asks for, as a registration does', async () => {
    const target = targetBackend({
      meta: { ...TARGET_META, hasCaptcha: true, captchaClientKey: 'site-key' },
    });
    const machine = migrateDirectMachine.provide({
      actors: {
        humanCheck: humanCheckMachine.provide({
          actors: {
            captchaToken: fromPromise(async (): Promise<string | null> => 'captcha-token'),
          },
        }),
      },
    });
    const snapshot = await migrate(filled(), machine).submit(TARGET);
    expect(snapshot.value).toBe('success');
    expect(target.requests.find(({ path }) => path === '/auth/register/start')?.body).toEqual({
      captchaToken: 'captcha-token',
    });
  });

  it('copies progress in batches the backend accepts; a failed batch stops it, the same address again finishes it', async () => {
    // One more movie than one import may carry.
    const items: ProgressState['items'] = {};
    for (let id = 1; id <= PROGRESS_PER_IMPORT + 1; id += 1) {
      items[String(id)] = {
        type: 'movie',
        title: `Movie ${id}`,
        updatedAt: 1_700_000_000_000 + id,
        progress: { watched: 60, duration: 600 },
        seasons: {},
        episodes: {},
      };
    }
    const storage = memoryStorage({
      '__MW::progress': JSON.stringify({
        version: 1,
        state: { epoch: 0, items, removed: {}, synced: {} },
      }),
    });
    const stores = createStores(storage);
    stores.account.trigger.loggedIn({ account: sourceAccount });
    let imports = 0;
    // The second batch fails once.
    const target = targetBackend({
      failing: (method, path) =>
        method === 'PUT' && path.endsWith('/progress/import') && ++imports === 2 ? 500 : null,
    });
    const before = storesContent(stores);
    const { submit } = migrate(stores);

    const failed = await submit(TARGET);
    expect(failed.value).toBe('error');
    expect(failed.context.problem).toBe('copyFailed');
    expect(storesContent(stores)).toBe(before);
    expect(target.sourceRequests).toBe(0);

    const done = await submit(TARGET);
    expect(done.value).toBe('success');
    const batches = target.requests
      .filter(({ path }) => path.endsWith('/progress/import'))
      .map(({ body }) => (body as unknown[]).length);
    expect(batches).toEqual([PROGRESS_PER_IMPORT, 1, PROGRESS_PER_IMPORT, 1]);
    expect(new Set(target.progress.map((item) => (item as { tmdbId: string }).tmdbId)).size).toBe(
      PROGRESS_PER_IMPORT + 1,
    );
    // Taken up where it stopped, with the same session: registered and logged in once.
    expect(routes(target).filter((route) => route.includes('/register/complete'))).toHaveLength(1);
    expect(routes(target).filter((route) => route.includes('/login/complete'))).toHaveLength(1);
    expect(storesContent(stores)).toBe(before);
  });

  it('tries the login again, not the registration, when the login there failed', async () => {
    let logins = 0;
    const target = targetBackend({
      failing: (_, path) => (path === '/auth/login/start' && ++logins === 1 ? 503 : null),
    });
    const { submit } = migrate();
    expect((await submit(TARGET)).context.problem).toBe('loginFailed');
    expect((await submit(TARGET)).value).toBe('success');
    expect(routes(target).filter((route) => route.includes('/register/complete'))).toHaveLength(1);
  });

  it('starts afresh for another address after a failure', async () => {
    network.use(http.get('http://elsewhere.test/meta', () => HttpResponse.error()));
    const target = targetBackend();
    const { submit } = migrate();
    expect((await submit('http://elsewhere.test')).context.problem).toBe('unreachable');
    expect((await submit(TARGET)).value).toBe('success');
    expect(target.bookmarks).toHaveLength(1);
  });
});
