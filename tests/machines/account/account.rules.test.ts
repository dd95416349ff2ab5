// @vitest-environment jsdom
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { StoredAccount } from '../../../src/contracts/stored.ts';
import { accountMachine } from '../../../src/machines/account/account.machine.ts';
import { holdLock, type Locks } from '../../../src/services/browser/locks.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { syncLocks } from '../../../src/services/sync/locks.ts';
import { pendingCount } from '../../../src/services/sync/round.ts';
import { storageEvent, stored } from '../../services/storage/fixtures.ts';
import { eventually } from '../../support/eventually.ts';
import { fakeLocks } from '../../support/fakeLocks.ts';
import { storedAccount } from '../../support/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { BACKEND } from './authFixtures.ts';
import { type Answer, quietWarnings, rulesBackend } from './rulesBackend.ts';

/**
 * The account's rules on this device (spec doc 1 §4, §6, §7; DESIGN.md §8), each stated by what
 * the views show, what is stored for the next visit and every tab, and what reaches the backend.
 */

const ME = 'GET /users/@me';
const IMPORT_BOOKMARKS = 'PUT /users/user-1/bookmarks';
const PUSH_BOOKMARK = 'POST /users/user-1/bookmarks/603';
const END_SESSION = 'DELETE /sessions/session-1';
const OTHER_BACKEND = 'http://other-backend.test';
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

const movie = { tmdbId: '603', type: 'movie' as const, title: 'The Matrix', year: 1999 };
const otherSession: StoredAccount = {
  ...storedAccount,
  sessionId: 'session-2',
  token: 'token-of-another-session',
};

beforeAll(async () => {
  await import('../../../src/machines/account/sync.machine.ts');
  await import('../../../src/services/sync/flush.ts');
  await import('../../../src/services/backend/client.ts');
});
quietWarnings();

/**
 * A tab of a device, logged in at start or not, with a bookmark of its own; other tabs of the
 * browser write the same storage (`otherTab`) and share its locks.
 */
async function tab({
  loggedIn = true,
  answers = {},
  locks,
  backendUrl = null,
}: {
  loggedIn?: boolean;
  answers?: Record<string, Answer>;
  locks?: Locks;
  backendUrl?: string | null;
} = {}) {
  const backend = rulesBackend();
  for (const [route, answer] of Object.entries(answers)) backend.answer(route, answer);
  const storage = memoryStorage();
  const tabs = new EventTarget();
  const stores = createStores(storage, { crossTab: tabs });
  stores.bookmarks.trigger.added({ media: movie, at: Date.now() - MINUTE });
  if (loggedIn) stores.account.trigger.loggedIn({ account: storedAccount });
  if (backendUrl) stores.account.trigger.backendUrlSet({ backendUrl });
  const account = createActor(accountMachine, {
    input: { stores, defaultBackendUrl: BACKEND, locks },
    clock: backend.clock,
  }).start();
  onTestFinished(() => {
    account.stop();
  });
  await backend.settle();
  return {
    backend,
    stores,
    account,
    /** What the views show of the account, and what the next visit starts with. */
    shown: () => ({
      loggedIn: account.getSnapshot().matches('loggedIn'),
      account: account.getSnapshot().context.account,
      backendUrl: account.getSnapshot().context.backendUrl,
    }),
    kept: () => stores.account.getSnapshot().context,
    /** Another tab of the browser writes the account store. */
    otherTab(state: { account: StoredAccount | null; backendUrl: string | null }) {
      const newValue = stored(1, state);
      storage.setItem('__MW::auth', newValue);
      tabs.dispatchEvent(storageEvent({ key: '__MW::auth', newValue, storageArea: storage }));
    },
    /** The viewer bookmarks the movie again: a change the account does not have yet. */
    bookmarkAgain: () => stores.bookmarks.trigger.added({ media: movie, at: Date.now() }),
  };
}
type Tab = Awaited<ReturnType<typeof tab>>;

const logOut = async ({ account, backend }: Tab) => {
  account.send({ type: 'account.logout' });
  await backend.settle();
};

const routes = ({ backend }: Tab) => backend.sent.map((s) => s.route);

describe('account: logged in or not (doc 1 §4)', () => {
  it('a device logged in at start syncs its account', async () => {
    const t = await tab();
    expect(t.shown()).toEqual({ loggedIn: true, account: storedAccount, backendUrl: BACKEND });
    expect(t.backend.count(ME)).toBe(1);
    // Its own data is the account's already: nothing is imported.
    expect(t.backend.count(IMPORT_BOOKMARKS)).toBe(0);
  });

  it('an anonymous device sends nothing, whatever time passes', async () => {
    const t = await tab({ loggedIn: false });
    await t.backend.pass(10 * MINUTE);
    expect(t.shown().loggedIn).toBe(false);
    expect(t.backend.sent).toEqual([]);
  });

  it('logging in keeps the account for the next visit, and the device’s data joins the account', async () => {
    const t = await tab({ loggedIn: false });
    t.account.send({ type: 'account.loggedIn', account: storedAccount });
    await t.backend.settle();
    expect(t.shown()).toEqual({ loggedIn: true, account: storedAccount, backendUrl: BACKEND });
    expect(t.kept().account).toEqual(storedAccount);
    expect(routes(t).slice(0, 2)).toEqual([IMPORT_BOOKMARKS, ME]);
  });

  it('a new name or profile of the device is shown and kept for the next visit', async () => {
    const t = await tab();
    const profile = { colorA: '#7c5cff', colorB: '#2fa860', icon: 'rocket' };
    t.account.send({ type: 'account.updated', changes: { deviceName: 'Kitchen TV', profile } });
    const renamed = { ...storedAccount, deviceName: 'Kitchen TV', profile };
    expect(t.shown().account).toEqual(renamed);
    expect(t.kept().account).toEqual(renamed);
  });

  it('a session gone on the backend logs out and clears the account’s data', async () => {
    const t = await tab();
    t.account.send({ type: 'account.ended' });
    await t.backend.settle();
    expect(t.shown()).toEqual({ loggedIn: false, account: null, backendUrl: BACKEND });
    expect(t.kept().account).toBeNull();
    expect(t.stores.bookmarks.getSnapshot().context.bookmarks).toEqual({});
    // Its sync is over: nothing more is sent.
    const sent = t.backend.sent.length;
    t.bookmarkAgain();
    await t.backend.pass(MINUTE);
    expect(t.backend.sent.length).toBe(sent);
  });

  it('the sync’s code that cannot be loaded is loaded again 30 s later', async () => {
    const backend = rulesBackend();
    const stores = createStores(memoryStorage());
    stores.account.trigger.loggedIn({ account: storedAccount });
    let loads = 0;
    const sync = (await import('../../../src/machines/account/sync.machine.ts')).syncMachine;
    const account = createActor(
      accountMachine.provide({
        actors: {
          loadSync: fromPromise(async () => {
            loads += 1;
            if (loads === 1) throw new Error('Offline');
            return sync;
          }) as never,
        },
      }),
      { input: { stores, defaultBackendUrl: BACKEND }, clock: backend.clock },
    ).start();
    onTestFinished(() => {
      account.stop();
    });
    await backend.pass(30 * SECOND - 1);
    expect(loads).toBe(1);
    expect(backend.count(ME)).toBe(0);
    await backend.pass(1);
    expect(loads).toBe(2);
    expect(backend.count(ME)).toBe(1);
  });
});

describe('account: logging out (doc 1 §4, §6; DESIGN.md §8)', () => {
  it('sends what is still to push first, then ends the session and clears the account’s data', async () => {
    const t = await tab();
    await logOut(t);
    expect(routes(t).slice(-2)).toEqual([PUSH_BOOKMARK, END_SESSION]);
    expect(t.backend.sent.at(-1)?.authorization).toBe(`Bearer ${storedAccount.token}`);
    expect(t.shown()).toEqual({ loggedIn: false, account: null, backendUrl: BACKEND });
    expect(t.kept().account).toBeNull();
    expect(t.stores.bookmarks.getSnapshot().context.bookmarks).toEqual({});
  });

  it('a session the backend fails to end still logs out', async () => {
    const t = await tab({ answers: { [END_SESSION]: 500 } });
    await logOut(t);
    expect(t.backend.count(END_SESSION)).toBe(1);
    expect(t.shown().loggedIn).toBe(false);
    expect(t.kept().account).toBeNull();
  });

  it('changes the backend cannot take now are counted for the viewer, who may try again', async () => {
    const t = await tab({ answers: { [PUSH_BOOKMARK]: 503 } });
    await logOut(t);
    expect(t.account.getSnapshot().matches({ loggingOut: 'unsent' })).toBe(true);
    expect(t.account.getSnapshot().context.unsent).toBe(1);
    expect(t.backend.count(END_SESSION)).toBe(0);
    expect(t.kept().account).toEqual(storedAccount);
    t.backend.answer(PUSH_BOOKMARK, 200);
    t.account.send({ type: 'account.logout.retry' });
    await t.backend.settle();
    expect(routes(t).slice(-2)).toEqual([PUSH_BOOKMARK, END_SESSION]);
    expect(t.kept().account).toBeNull();
  });

  it('the viewer may log out anyway, losing those changes', async () => {
    const t = await tab({ answers: { [PUSH_BOOKMARK]: 503 } });
    await logOut(t);
    t.account.send({ type: 'account.logout.force' });
    await t.backend.settle();
    expect(t.backend.count(END_SESSION)).toBe(1);
    expect(t.shown().loggedIn).toBe(false);
    expect(t.stores.bookmarks.getSnapshot().context.bookmarks).toEqual({});
  });

  it('the viewer may stay logged in: nothing is lost and the sync goes on', async () => {
    const t = await tab({ answers: { [PUSH_BOOKMARK]: 503 } });
    await logOut(t);
    t.account.send({ type: 'account.logout.cancel' });
    await t.backend.settle();
    expect(t.shown()).toEqual({ loggedIn: true, account: storedAccount, backendUrl: BACKEND });
    expect(t.account.getSnapshot().context.unsent).toBe(0);
    expect(t.backend.count(END_SESSION)).toBe(0);
    t.backend.answer(PUSH_BOOKMARK, 200);
    const pushes = t.backend.count(PUSH_BOOKMARK);
    await t.backend.pass(5 * SECOND);
    expect(t.backend.count(PUSH_BOOKMARK)).toBe(pushes + 1);
  });

  it('several changes the backend cannot take are counted as such', async () => {
    const t = await tab({ answers: { 'PUT /users/user-1/settings': 503 } });
    t.stores.interfaceSettings.trigger.set({ applicationTheme: 'mocha' });
    await logOut(t);
    // Every change still to push: here the theme, the settings the account lacks, the bookmark.
    expect(t.account.getSnapshot().context.unsent).toBe(pendingCount(t.stores));
    expect(pendingCount(t.stores)).toBeGreaterThan(2);
  });
});

describe('account: the backend it lives on (doc 1 §4)', () => {
  it('choosing another backend while logged in logs out, and the choice is kept', async () => {
    const t = await tab();
    t.account.send({ type: 'account.backendChanged', backendUrl: OTHER_BACKEND });
    expect(t.shown()).toEqual({ loggedIn: false, account: null, backendUrl: OTHER_BACKEND });
    expect(t.kept()).toEqual({ account: null, backendUrl: OTHER_BACKEND });
    expect(t.stores.bookmarks.getSnapshot().context.bookmarks).toEqual({});
  });

  it('a backend chosen while anonymous is the one the next login uses; none chosen means the configured one', async () => {
    const t = await tab({ loggedIn: false });
    t.account.send({ type: 'account.backendChanged', backendUrl: OTHER_BACKEND });
    expect(t.shown().backendUrl).toBe(OTHER_BACKEND);
    expect(t.kept().backendUrl).toBe(OTHER_BACKEND);
    t.account.send({ type: 'account.backendChanged', backendUrl: null });
    expect(t.shown().backendUrl).toBe(BACKEND);
    expect(t.kept().backendUrl).toBeNull();
    // Still anonymous, its own data kept.
    expect(t.shown().loggedIn).toBe(false);
    expect(Object.keys(t.stores.bookmarks.getSnapshot().context.bookmarks)).toEqual(['603']);
  });

  it('a device whose chosen backend is stored uses it', async () => {
    const t = await tab({ loggedIn: false, backendUrl: OTHER_BACKEND });
    expect(t.shown().backendUrl).toBe(OTHER_BACKEND);
  });
});

describe('account: the other tabs of the browser (DESIGN.md §8)', () => {
  it('a login in another tab is followed: this tab is logged in and syncs, without importing again', async () => {
    const t = await tab({ loggedIn: false });
    t.otherTab({ account: storedAccount, backendUrl: null });
    await t.backend.settle();
    expect(t.shown()).toEqual({ loggedIn: true, account: storedAccount, backendUrl: BACKEND });
    expect(routes(t)[0]).toBe(ME);
    expect(t.backend.count(IMPORT_BOOKMARKS)).toBe(0);
  });

  it('a backend chosen in another tab while anonymous is followed', async () => {
    const t = await tab({ loggedIn: false });
    t.otherTab({ account: null, backendUrl: OTHER_BACKEND });
    expect(t.shown()).toEqual({ loggedIn: false, account: null, backendUrl: OTHER_BACKEND });
    t.otherTab({ account: null, backendUrl: null });
    expect(t.shown().backendUrl).toBe(BACKEND);
  });

  it('a logout in another tab is followed: this tab is anonymous and its sync stops', async () => {
    const t = await tab();
    t.otherTab({ account: null, backendUrl: null });
    expect(t.shown()).toEqual({ loggedIn: false, account: null, backendUrl: BACKEND });
    const sent = t.backend.sent.length;
    t.bookmarkAgain();
    await t.backend.pass(MINUTE);
    expect(t.backend.sent.length).toBe(sent);
  });

  it('a logout in another tab is followed while this one is logging out', async () => {
    const t = await tab({ answers: { [PUSH_BOOKMARK]: 503 } });
    await logOut(t);
    t.otherTab({ account: null, backendUrl: null });
    expect(t.shown()).toEqual({ loggedIn: false, account: null, backendUrl: BACKEND });
  });

  it('a rename in another tab while this one is logging out leaves the viewer’s choice open', async () => {
    const t = await tab({ answers: { [PUSH_BOOKMARK]: 503 } });
    await logOut(t);
    t.otherTab({ account: { ...storedAccount, deviceName: 'Kitchen TV' }, backendUrl: null });
    expect(t.account.getSnapshot().matches({ loggingOut: 'unsent' })).toBe(true);
    expect(t.account.getSnapshot().context.unsent).toBe(1);
  });

  it('another tab logged in as another session: this tab syncs with that session', async () => {
    const t = await tab();
    t.otherTab({ account: otherSession, backendUrl: null });
    await t.backend.settle();
    expect(t.shown()).toEqual({ loggedIn: true, account: otherSession, backendUrl: BACKEND });
    expect(t.backend.sent.at(-1)?.authorization).toBe(`Bearer ${otherSession.token}`);
    expect(t.backend.count(ME)).toBe(2);
    expect(t.backend.count(IMPORT_BOOKMARKS)).toBe(0);
  });

  it('a rename in another tab is followed without fetching the account again', async () => {
    const t = await tab();
    const renamed = { ...storedAccount, deviceName: 'Kitchen TV' };
    t.otherTab({ account: renamed, backendUrl: null });
    await t.backend.settle();
    expect(t.shown()).toEqual({ loggedIn: true, account: renamed, backendUrl: BACKEND });
    expect(t.backend.count(ME)).toBe(1);
  });

  it('a tab waits while another runs the sync, and tells it when shown again', async () => {
    const locks = fakeLocks();
    const release = holdLock(syncLocks(storedAccount.userId).leader, () => {}, locks);
    const t = await tab({ locks });
    const shownAgain = vi.fn();
    const channel = new BroadcastChannel('flicker:page-shown');
    channel.onmessage = shownAgain;
    onTestFinished(() => channel.close());
    await t.backend.pass(MINUTE);
    expect(t.backend.sent).toEqual([]);
    window.dispatchEvent(new Event('focus'));
    await eventually(() => expect(shownAgain).toHaveBeenCalledOnce());
    // The other tab closes: this one takes over.
    release();
    await eventually(() => expect(t.backend.count(ME)).toBe(1));
  });
});
