// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import { bootMachine } from '../../../src/machines/app/boot.machine.ts';
import { reloadPage } from '../../../src/services/browser/page.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { eventually } from '../../support/eventually.ts';
import { backendError, meResponse, storedAccount } from '../../support/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { holdRequests } from '../../support/network.ts';

// jsdom cannot navigate: the page's reload is watched where the app asks the browser for it.
vi.mock('../../../src/services/browser/page.ts', async (original) => ({
  ...(await original<typeof import('../../../src/services/browser/page.ts')>()),
  reloadPage: vi.fn(),
}));

/**
 * The app-start rules of spec doc 1 §2 and §8 and doc 3 §4, stated against the real machine, its
 * real profile request (GET {backend}/users/@me through MSW) and real stores. What a user sees is
 * what BootGate.tsx reads: boot's screens while it runs (the failure screen in `userLoadFailed`,
 * its "Reset custom server" button while `can({ type: 'boot.resetBackend' })`), the app once boot
 * is done; and what the next visit starts with is what is stored.
 */
const DEFAULT_BACKEND = '/backend';
const CUSTOM_BACKEND = 'http://community.test/backend';

let actor: Actor<typeof bootMachine> | undefined;
afterEach(() => {
  actor?.stop();
  vi.mocked(reloadPage).mockClear();
});

/** A browser profile: logged in (to the default backend, or to `backendUrl`), or not. */
function start({ loggedIn = true, backendUrl = null as string | null } = {}) {
  const stores = createStores(memoryStorage());
  if (loggedIn) {
    stores.account.trigger.loggedIn({ account: storedAccount });
    stores.bookmarks.trigger.added({
      media: { type: 'movie', tmdbId: '19', title: 'Metropolis', year: 1927 },
      at: 1,
    });
    stores.preferences.trigger.set({ febboxKey: 'a-file-host-token' });
  }
  if (backendUrl) stores.account.trigger.backendUrlSet({ backendUrl });
  const custom = holdRequests('get', `${CUSTOM_BACKEND}/users/@me`);
  const fallback = holdRequests('get', `${DEFAULT_BACKEND}/users/@me`);
  const running = createActor(bootMachine, {
    input: { stores, defaultBackendUrl: DEFAULT_BACKEND },
  }).start();
  actor = running;
  const snapshot = () => running.getSnapshot();
  return {
    stores,
    /** The profile requests to the account's backend. */
    me: backendUrl === CUSTOM_BACKEND ? custom : fallback,
    /** The profile requests to the configured default backend. */
    defaultMe: fallback,
    send: running.send.bind(running),
    /** What is on screen: boot's loading or failure screen, or the app. */
    screen: () =>
      snapshot().status === 'done'
        ? 'app'
        : snapshot().matches('userLoadFailed')
          ? 'profile failed'
          : 'loading',
    resetOffered: () => snapshot().can({ type: 'boot.resetBackend' }),
    /** What the next visit starts with. */
    stored: () => ({
      account: stores.account.getSnapshot().context.account,
      backendUrl: stores.account.getSnapshot().context.backendUrl,
      bookmarks: Object.keys(stores.bookmarks.getSnapshot().context.bookmarks).length,
      febboxKey: stores.preferences.getSnapshot().context.febboxKey,
    }),
  };
}

const screenIs = async (app: ReturnType<typeof start>, screen: string) =>
  eventually(() => expect(app.screen()).toBe(screen));

/** Everything of the account on this device, as it was before boot. */
const keptAccount = { account: storedAccount, bookmarks: 1, febboxKey: 'a-file-host-token' };
/** Logged out on this device: the account's data gone, the device's choice of backend kept. */
const loggedOut = { account: null, bookmarks: 0, febboxKey: null };

async function profileFailed(options: Parameters<typeof start>[0] = {}) {
  const app = start(options);
  app.me.respond(500, backendError(500, 'Oops'));
  await screenIs(app, 'profile failed');
  return app;
}

describe('boot: the profile comes first', () => {
  it('opens the app at once for a visitor without an account, asking no backend', async () => {
    const app = start({ loggedIn: false });
    expect(app.screen()).toBe('app');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(app.defaultMe.received).toBe(0);
  });

  it('shows loading until the profile has loaded, then the app, the account kept', async () => {
    const app = start();
    await eventually(() => expect(app.me.received).toBe(1));
    expect(app.screen()).toBe('loading');
    app.me.respond(200, meResponse);
    await screenIs(app, 'app');
    expect(app.stored()).toEqual({ ...keptAccount, backendUrl: null });
  });

  it.each([
    ['the default backend', null, `${DEFAULT_BACKEND}/users/@me`],
    ["the account's own backend", CUSTOM_BACKEND, `${CUSTOM_BACKEND}/users/@me`],
  ])('asks %s for the profile, with the session token', async (_, backendUrl, url) => {
    const app = start({ backendUrl });
    await eventually(() => expect(app.me.received).toBe(1));
    const request = app.me.requests[0] as Request;
    expect(new URL(request.url, location.href).href).toBe(new URL(url, location.href).href);
    expect(request.headers.get('authorization')).toBe(`Bearer ${storedAccount.token}`);
  });
});

describe('boot: a rejected session logs out on this device', () => {
  it.each([400, 401, 403])('%i: logged out, its data gone, and the app opens', async (status) => {
    const app = start({ backendUrl: CUSTOM_BACKEND });
    app.me.respond(status, backendError(status, 'Session rejected'));
    await screenIs(app, 'app');
    expect(app.stored()).toEqual({ ...loggedOut, backendUrl: CUSTOM_BACKEND });
  });
});

describe('boot: any other failure shows "Failed to load your profile"', () => {
  it.each([
    ['a server error', (me: ReturnType<typeof start>['me']) => me.respond(500, 'Oops')],
    ['no connection', (me: ReturnType<typeof start>['me']) => me.fail()],
    [
      'an answer that is no profile',
      (me: ReturnType<typeof start>['me']) => me.respond(200, { user: 'not a user' }),
    ],
  ])('%s: the failure screen, the account kept', async (_, fail) => {
    const app = start();
    fail(app.me);
    await screenIs(app, 'profile failed');
    expect(app.stored()).toEqual({ ...keptAccount, backendUrl: null });
  });

  it('Log out: logged out on this device, its data gone, and the app opens', async () => {
    const app = await profileFailed({ backendUrl: CUSTOM_BACKEND });
    app.send({ type: 'boot.logout' });
    expect(app.screen()).toBe('app');
    expect(app.stored()).toEqual({ ...loggedOut, backendUrl: CUSTOM_BACKEND });
  });

  it('Reload: reloads the page', async () => {
    const app = await profileFailed();
    app.send({ type: 'boot.reload' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(app.stored()).toEqual({ ...keptAccount, backendUrl: null });
  });
});

describe('boot: "Reset custom server" on the failure screen', () => {
  it.each([
    ['a custom backend', CUSTOM_BACKEND, true],
    ['the default backend chosen by hand', DEFAULT_BACKEND, false],
    ['the default backend', null, false],
  ])('is offered for %s: %s', async (_, backendUrl, offered) => {
    const app = await profileFailed({ backendUrl });
    expect(app.resetOffered()).toBe(offered);
  });

  it('does nothing where it is not offered', async () => {
    const app = await profileFailed();
    app.send({ type: 'boot.resetBackend' });
    expect(app.screen()).toBe('profile failed');
    expect(app.stored()).toEqual({ ...keptAccount, backendUrl: null });
  });

  it('forgets the custom backend and loads the profile from the default one', async () => {
    const app = await profileFailed({ backendUrl: CUSTOM_BACKEND });
    app.send({ type: 'boot.resetBackend' });
    expect(app.screen()).toBe('loading');
    expect(app.stored()).toEqual({ ...keptAccount, backendUrl: null });
    await eventually(() => expect(app.defaultMe.received).toBe(1));
    expect(app.defaultMe.requests[0]?.headers.get('authorization')).toBe(
      `Bearer ${storedAccount.token}`,
    );
    app.defaultMe.respond(200, meResponse);
    await screenIs(app, 'app');
  });

  it('is not offered again once the default backend fails too', async () => {
    const app = await profileFailed({ backendUrl: CUSTOM_BACKEND });
    app.send({ type: 'boot.resetBackend' });
    app.defaultMe.respond(500, backendError(500, 'Oops'));
    await screenIs(app, 'profile failed');
    expect(app.resetOffered()).toBe(false);
  });
});
