// @vitest-environment jsdom
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type ActorRefFrom, createActor } from 'xstate';
import { accountMachine } from '../../../src/machines/account/account.machine.ts';
import type { syncMachine } from '../../../src/machines/account/sync.machine.ts';
import type { Locks } from '../../../src/services/browser/locks.ts';
import { announcePageShown } from '../../../src/services/browser/page.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import bookmarksOfTheAccount from '../../fixtures/backend/pstream-2.1.5/bookmarks.json';
import groupOrderOfTheAccount from '../../fixtures/backend/pstream-2.1.5/group-order.json';
import progressOfTheAccount from '../../fixtures/backend/pstream-2.1.5/progress.json';
import settingsOfTheAccount from '../../fixtures/backend/pstream-2.1.5/settings.json';
import { eventually } from '../../support/eventually.ts';
import { backendError, meResponse, storedAccount } from '../../support/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { BACKEND } from './authFixtures.ts';
import { type Answer, quietWarnings, rulesBackend } from './rulesBackend.ts';

/**
 * The sync's rules (spec doc 1 §4, §7, §9; DESIGN.md §8), each stated by what the device sends and
 * keeps: the sync runs as in the app, under the account of a device logged in, against the backend.
 */

const ME = 'GET /users/@me';
const BOOKMARKS = 'GET /users/user-1/bookmarks';
const PROGRESS = 'GET /users/user-1/progress';
const SETTINGS = 'GET /users/user-1/settings';
const GROUP_ORDER = 'GET /users/user-1/group-order';
const IMPORT_BOOKMARKS = 'PUT /users/user-1/bookmarks';
const PUSH_BOOKMARK = 'POST /users/user-1/bookmarks/603';
const IMPORT_PROGRESS = 'PUT /users/user-1/progress/import';
const PUSH_PROGRESS = 'PUT /users/user-1/progress/603';
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const movie = { tmdbId: '603', type: 'movie' as const, title: 'The Matrix', year: 1999 };
const otherProfile = { colorA: '#7c5cff', colorB: '#2fa860', icon: 'rocket' };

beforeAll(() => import('../../../src/machines/account/sync.machine.ts'));
quietWarnings();

/**
 * A device with a bookmark and progress the account lacks (unless told), logged in at start (or
 * logging in now: its data then joins the account), its account actor running; the backend
 * answers as the test says first.
 */
async function device({
  loggingIn = false,
  answers = {},
  held = [],
  locks,
  own = true,
}: {
  loggingIn?: boolean;
  answers?: Record<string, Answer>;
  /** Routes whose requests wait until the test releases them. */
  held?: string[];
  locks?: Locks;
  /** Whether the device has a bookmark and progress of its own. */
  own?: boolean;
} = {}) {
  const backend = rulesBackend();
  for (const [route, answer] of Object.entries(answers)) backend.answer(route, answer);
  const releases = Object.fromEntries(held.map((route) => [route, backend.hold(route)]));
  const stores = createStores(memoryStorage());
  if (own) {
    stores.bookmarks.trigger.added({ media: movie, at: Date.now() - HOUR });
    stores.progress.trigger.updated({
      media: { type: 'movie', tmdbId: '603', title: 'The Matrix', releaseYear: 1999 },
      progress: { watched: 600, duration: 8_160 },
      at: Date.now() - HOUR,
    });
  }
  if (!loggingIn) stores.account.trigger.loggedIn({ account: storedAccount });
  const account = createActor(accountMachine, {
    input: { stores, defaultBackendUrl: BACKEND, locks },
    clock: backend.clock,
  }).start();
  onTestFinished(() => {
    account.stop();
  });
  if (loggingIn) account.send({ type: 'account.loggedIn', account: storedAccount });
  // The sync's first request (an import or a fetch) is its start.
  await eventually(() => expect(backend.sent.length).toBeGreaterThan(0));
  await backend.settle();
  // Spawned from code loaded later, the sync is not among the account's typed children.
  const sync = () =>
    account.getSnapshot().children.sync as unknown as ActorRefFrom<typeof syncMachine> | undefined;
  return {
    backend,
    stores,
    account,
    releases,
    /** The account is still there for the views and the next visit. */
    loggedIn: () => stores.account.getSnapshot().context.account !== null,
    /** What the sync's notice says (ui/account/SyncStatus), or null when it shows none. */
    notice: () => {
      const snapshot = sync()?.getSnapshot();
      return snapshot?.matches({ running: { health: 'troubled' } })
        ? snapshot.context.lastFailure
        : null;
    },
    /** The last change the account refused for good, as its notice says it. */
    rejection: () => sync()?.getSnapshot().context.lastRejection ?? null,
    /** The viewer bookmarks the movie again (a change the account does not have yet). */
    bookmarkAgain: () => stores.bookmarks.trigger.added({ media: movie, at: Date.now() }),
  };
}
type Device = Awaited<ReturnType<typeof device>>;

const answersOfTheAccount = {
  [BOOKMARKS]: { status: 200, body: bookmarksOfTheAccount },
  [PROGRESS]: { status: 200, body: progressOfTheAccount },
  [SETTINGS]: { status: 200, body: settingsOfTheAccount },
  [GROUP_ORDER]: { status: 200, body: groupOrderOfTheAccount },
  [ME]: {
    status: 200,
    body: { ...meResponse, user: { ...meResponse.user, profile: otherProfile } },
  },
};

/** What a device without data of its own shows of the whole account, and before it came. */
const WHOLE_ACCOUNT = {
  bookmarks: ['133701', '33050'],
  progress: ['133701', '33050'],
  theme: 'teal',
  groupOrder: ['Open films'],
  profile: otherProfile,
};
const NOTHING_YET = { bookmarks: [], progress: [], theme: null, groupOrder: [] };

/** What the device shows of the account's data. */
const shown = ({ stores }: Device) => ({
  bookmarks: Object.keys(stores.bookmarks.getSnapshot().context.bookmarks).sort(),
  progress: Object.keys(stores.progress.getSnapshot().context.items).sort(),
  theme: stores.interfaceSettings.getSnapshot().context.applicationTheme,
  groupOrder: stores.groupOrder.getSnapshot().context.order,
  profile: stores.account.getSnapshot().context.account?.profile,
});

const warned = (pattern: RegExp) =>
  vi.mocked(console.warn).mock.calls.filter(([message]) => pattern.test(String(message)));

/** A session the backend no longer knows ends the account on the device, and nothing more is sent. */
async function expectLoggedOut(device: Device) {
  expect(device.loggedIn()).toBe(false);
  expect(device.stores.bookmarks.getSnapshot().context.bookmarks).toEqual({});
  const sent = device.backend.sent.length;
  await device.backend.pass(HOUR);
  expect(device.backend.sent.length).toBe(sent);
}

describe('sync: fetching the account (doc 1 §4, §7, §9)', () => {
  it('at start the account is fetched and what it holds is shown on the device', async () => {
    const dev = await device({ answers: answersOfTheAccount });
    for (const route of [ME, BOOKMARKS, PROGRESS, SETTINGS, GROUP_ORDER]) {
      expect(dev.backend.times(route)).toEqual([0]);
    }
    expect(shown(dev)).toEqual({
      bookmarks: ['133701', '33050', '603'],
      progress: ['133701', '33050', '603'],
      theme: 'teal',
      groupOrder: ['Open films'],
      profile: otherProfile,
    });
    expect(dev.backend.sent.every((s) => s.authorization === `Bearer ${storedAccount.token}`)).toBe(
      true,
    );
  });

  it.each([400, 401, 403])(
    'a %i on the profile fetch ends the sync and logs the account out',
    async (status) => {
      const dev = await device({ answers: { [ME]: status } });
      await expectLoggedOut(dev);
      expect(dev.backend.count(ME)).toBe(1);
    },
  );

  it('after a failed profile fetch the account is fetched again 30 s later, then twice as long each time up to 5 minutes', async () => {
    const dev = await device({ answers: { [ME]: 503 } });
    await dev.backend.pass(20 * MINUTE);
    expect(dev.backend.times(ME)).toEqual([0, 30, 90, 210, 450, 750, 1_050].map((s) => s * SECOND));
    expect(dev.loggedIn()).toBe(true);
  });

  it.each([
    ['a dropped connection', 'dropped'],
    ['a 404', 404],
  ] as const)(
    'after %s on the profile fetch the account is fetched again later',
    async (_, answer) => {
      const dev = await device({ answers: { [ME]: answer } });
      await dev.backend.pass(90 * SECOND);
      expect(dev.backend.times(ME)).toEqual([0, 30, 90].map((s) => s * SECOND));
      expect(dev.loggedIn()).toBe(true);
    },
  );

  it('a fetch that succeeds starts the waits over at 30 s', async () => {
    const dev = await device({ answers: { [ME]: 503 } });
    await dev.backend.pass(90 * SECOND);
    dev.backend.answer(ME, 200);
    await dev.backend.pass(210 * SECOND);
    expect(dev.backend.times(ME)).toEqual([0, 30, 90, 210].map((s) => s * SECOND));
    // Shown again later, the page fetches the account: this failure waits 30 s, then 60 s.
    dev.backend.answer(ME, 503);
    window.dispatchEvent(new Event('focus'));
    await dev.backend.pass(90 * SECOND);
    expect(dev.backend.times(ME).slice(4)).toEqual([300, 330, 390].map((s) => s * SECOND));
  });

  it('the account is fetched again every 12 hours', async () => {
    const dev = await device();
    // Nothing to push meanwhile: the hours pass in one step.
    await dev.backend.idle(12 * HOUR - 1);
    expect(dev.backend.times(ME)).toEqual([0]);
    await dev.backend.pass(1);
    expect(dev.backend.times(ME)).toEqual([0, 12 * HOUR]);
  });

  it('the page shown again a minute or more after the last fetch fetches the account again, not sooner', async () => {
    const dev = await device();
    await dev.backend.pass(MINUTE - 1);
    window.dispatchEvent(new Event('focus'));
    await dev.backend.settle();
    expect(dev.backend.times(ME)).toEqual([0]);
    await dev.backend.pass(1);
    window.dispatchEvent(new Event('focus'));
    await dev.backend.settle();
    expect(dev.backend.times(ME)).toEqual([0, MINUTE]);
    // Just fetched again: shown again now, it waits for the next minute.
    window.dispatchEvent(new Event('focus'));
    await dev.backend.settle();
    expect(dev.backend.count(ME)).toBe(2);
  });

  it('another tab shown again fetches the account too', async () => {
    const dev = await device();
    await dev.backend.pass(MINUTE);
    announcePageShown();
    await eventually(() => expect(dev.backend.count(ME)).toBe(2));
  });

  it.each([
    ['bookmarks', BOOKMARKS, 'bookmarks'],
    ['progress', PROGRESS, 'progress'],
    ['settings', SETTINGS, 'theme'],
    ['group order', GROUP_ORDER, 'groupOrder'],
  ] as const)(
    'the account’s %s failing to come keeps the parts that came, and the account is fetched again 30 s later',
    async (_, route, part) => {
      const dev = await device({ answers: { ...answersOfTheAccount, [route]: 500 }, own: false });
      expect(shown(dev)).toEqual({ ...WHOLE_ACCOUNT, [part]: NOTHING_YET[part] });
      dev.backend.answer(route, answersOfTheAccount[route]);
      await dev.backend.pass(30 * SECOND);
      expect(dev.backend.times(ME)).toEqual([0, 30 * SECOND]);
      expect(shown(dev)).toEqual(WHOLE_ACCOUNT);
    },
  );

  it('a profile the device cannot read leaves the one it has', async () => {
    const unreadable = { ...meResponse, user: { ...meResponse.user, profile: { icon: 7 } } };
    const dev = await device({ answers: { [ME]: { status: 200, body: unreadable } } });
    expect(shown(dev).profile).toEqual(storedAccount.profile);
    expect(dev.loggedIn()).toBe(true);
  });

  it('items of the account that cannot be read are left out and counted in a warning; the rest is shown', async () => {
    const [first, second] = bookmarksOfTheAccount;
    const [movieProgress, episodeProgress] = progressOfTheAccount;
    const dev = await device({
      answers: {
        [BOOKMARKS]: { status: 200, body: [first, { ...second, meta: 'unreadable' }] },
        [PROGRESS]: {
          status: 200,
          body: [{ ...movieProgress, meta: 'unreadable' }, episodeProgress],
        },
        [SETTINGS]: { status: 200, body: { ...settingsOfTheAccount, applicationTheme: 42 } },
      },
    });
    expect(shown(dev).bookmarks).toEqual(['133701', '603']);
    expect(shown(dev).progress).toEqual(['33050', '603']);
    expect(warned(/3 item\(s\) of the account could not be read/)).toHaveLength(1);
  });

  it('an account whose items can all be read warns of nothing', async () => {
    await device({ answers: answersOfTheAccount });
    expect(warned(/could not be read/)).toEqual([]);
  });

  it('a fetch waits for a push round under way', async () => {
    const dev = await device();
    await dev.backend.pass(MINUTE);
    const release = dev.backend.hold(PUSH_BOOKMARK);
    dev.bookmarkAgain();
    await dev.backend.pass(5 * SECOND);
    expect(dev.backend.times(PUSH_BOOKMARK)).toEqual([5 * SECOND, 65 * SECOND]);
    window.dispatchEvent(new Event('focus'));
    await dev.backend.pass(10 * SECOND);
    expect(dev.backend.count(ME)).toBe(1);
    release();
    await dev.backend.settle();
    expect(dev.backend.count(ME)).toBe(2);
  });

  it('leaves nothing listening for the page once it stops', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const dev = await device();
    await dev.backend.pass(MINUTE);
    window.dispatchEvent(new Event('focus'));
    await dev.backend.pass(MINUTE);
    dev.account.send({ type: 'account.ended' });
    const focusListeners = (spy: typeof added) =>
      spy.mock.calls.filter(([type]) => type === 'focus').map(([, listener]) => listener);
    // The page shown again was listened for twice (and by the account while it stood by).
    expect(focusListeners(added).length).toBeGreaterThanOrEqual(2);
    expect(new Set(focusListeners(removed))).toEqual(new Set(focusListeners(added)));
  });
});

describe('sync: the device’s data joins the account at login (doc 1 §4)', () => {
  it('the device’s bookmarks and progress are imported before the account is fetched, and not pushed again', async () => {
    const dev = await device({ loggingIn: true });
    expect(dev.backend.sent.map((s) => s.route).slice(0, 3)).toEqual([
      IMPORT_BOOKMARKS,
      IMPORT_PROGRESS,
      ME,
    ]);
    expect(dev.backend.sent[0]?.body).toEqual([expect.objectContaining({ tmdbId: '603' })]);
    expect(dev.backend.sent[1]?.body).toEqual([expect.objectContaining({ tmdbId: '603' })]);
    await dev.backend.pass(MINUTE);
    expect(dev.backend.count(PUSH_BOOKMARK)).toBe(0);
    expect(dev.backend.count(PUSH_PROGRESS)).toBe(0);
  });

  it.each([401, 403])(
    'a %i during the import ends the sync and logs the account out',
    async (status) => {
      const dev = await device({ loggingIn: true, answers: { [IMPORT_BOOKMARKS]: status } });
      await expectLoggedOut(dev);
      expect(dev.backend.count(IMPORT_BOOKMARKS)).toBe(1);
      expect(dev.backend.count(ME)).toBe(0);
    },
  );

  it('an import the backend refuses for good is not tried again: it is logged, the account fetched, and the bookmark pushed on its own', async () => {
    const dev = await device({ loggingIn: true, answers: { [IMPORT_BOOKMARKS]: 400 } });
    expect(dev.backend.times(ME)).toEqual([0]);
    expect(warned(/rejected the import/)).toHaveLength(1);
    await dev.backend.pass(10 * MINUTE);
    expect(dev.backend.count(IMPORT_BOOKMARKS)).toBe(1);
    expect(dev.backend.times(PUSH_BOOKMARK)).toEqual([5 * SECOND]);
    expect(dev.loggedIn()).toBe(true);
  });

  it('an import the backend refuses for good is shown with the reason the backend gives', async () => {
    const full = 'This account holds at most 20,000 bookmarks; this change would make 20,001.';
    const dev = await device({
      loggingIn: true,
      answers: { [IMPORT_BOOKMARKS]: { status: 409, body: backendError(409, full) } },
    });
    expect(dev.rejection()).toEqual({ reason: full });
  });

  it('an import that fails for now is tried again 30 s later, then twice as long each time; the device’s changes are pushed meanwhile', async () => {
    const dev = await device({ loggingIn: true, answers: { [IMPORT_BOOKMARKS]: 503 } });
    await dev.backend.pass(5 * SECOND);
    expect(dev.backend.times(PUSH_BOOKMARK)).toEqual([5 * SECOND]);
    await dev.backend.pass(85 * SECOND);
    expect(dev.backend.times(IMPORT_BOOKMARKS)).toEqual([0, 30 * SECOND, 90 * SECOND]);
    expect(dev.backend.count(ME)).toBe(0);
    dev.backend.answer(IMPORT_BOOKMARKS, 200);
    await dev.backend.pass(120 * SECOND);
    expect(dev.backend.times(ME)).toEqual([210 * SECOND]);
  });

  it('nothing is pushed while the import is under way', async () => {
    const dev = await device({ loggingIn: true, held: [IMPORT_BOOKMARKS] });
    dev.bookmarkAgain();
    await dev.backend.pass(5 * MINUTE);
    expect(dev.backend.count(PUSH_BOOKMARK)).toBe(0);
    dev.releases[IMPORT_BOOKMARKS]?.();
    await dev.backend.pass(5 * SECOND);
    expect(dev.backend.count(PUSH_BOOKMARK)).toBe(1);
  });
});

describe('sync: pushing the device’s changes (doc 1 §4, DESIGN.md §8)', () => {
  it('a change is pushed with the next round, every 5 s', async () => {
    const dev = await device();
    await dev.backend.pass(5 * SECOND - 1);
    expect(dev.backend.count(PUSH_BOOKMARK)).toBe(0);
    await dev.backend.pass(1);
    expect(dev.backend.times(PUSH_BOOKMARK)).toEqual([5 * SECOND]);
    await dev.backend.pass(2 * SECOND);
    dev.bookmarkAgain();
    await dev.backend.pass(3 * SECOND);
    expect(dev.backend.times(PUSH_BOOKMARK)).toEqual([5 * SECOND, 10 * SECOND]);
  });

  it('nothing is pushed while the account is being fetched; the next round after it pushes', async () => {
    const dev = await device();
    await dev.backend.pass(MINUTE);
    const release = dev.backend.hold(ME);
    window.dispatchEvent(new Event('focus'));
    dev.bookmarkAgain();
    await dev.backend.pass(MINUTE);
    expect(dev.backend.count(PUSH_BOOKMARK)).toBe(1);
    release();
    await dev.backend.pass(5 * SECOND);
    expect(dev.backend.count(PUSH_BOOKMARK)).toBe(2);
  });

  it('after a failed round the next waits twice as long each time, up to 5 minutes; one that gets through brings back 5 s', async () => {
    const dev = await device({ answers: { [PUSH_BOOKMARK]: 429 } });
    await dev.backend.pass(16 * MINUTE);
    expect(dev.backend.times(PUSH_BOOKMARK)).toEqual(
      [5, 15, 35, 75, 155, 315, 615, 915].map((s) => s * SECOND),
    );
    dev.backend.answer(PUSH_BOOKMARK, 200);
    await dev.backend.pass(1_215 * SECOND - dev.backend.clock.now());
    expect(dev.backend.times(PUSH_BOOKMARK).at(-1)).toBe(1_215 * SECOND);
    dev.bookmarkAgain();
    await dev.backend.pass(5 * SECOND);
    expect(dev.backend.times(PUSH_BOOKMARK).at(-1)).toBe(1_220 * SECOND);
  });

  it.each([401, 403])('a %i on a push ends the sync and logs the account out', async (status) => {
    const dev = await device({ answers: { [PUSH_BOOKMARK]: status } });
    await dev.backend.pass(5 * SECOND);
    await expectLoggedOut(dev);
  });
});

describe('sync: a change the account refuses for good is shown (DESIGN.md §8)', () => {
  it('the last refused change is kept with the reason the backend gives, or none when it gives none', async () => {
    const dev = await device({
      answers: { ...answersOfTheAccount, [PUSH_BOOKMARK]: { status: 400, body: {} } },
    });
    expect(dev.rejection()).toBeNull();
    await dev.backend.pass(5 * SECOND);
    expect(dev.backend.count(PUSH_BOOKMARK)).toBe(1);
    expect(dev.rejection()).toEqual({ reason: null });
    const full = 'This account holds at most 20,000 bookmarks; this change would make 20,001.';
    dev.backend.answer(PUSH_BOOKMARK, { status: 409, body: backendError(409, full) });
    dev.bookmarkAgain();
    await dev.backend.pass(5 * SECOND);
    expect(dev.rejection()).toEqual({ reason: full });
    expect(dev.loggedIn()).toBe(true);
  });

  it('a change refused in a round that a later change stops for now is shown all the same', async () => {
    const full = 'This account holds at most 20,000 bookmarks; this change would make 20,001.';
    const dev = await device({
      answers: {
        ...answersOfTheAccount,
        [PUSH_BOOKMARK]: { status: 409, body: backendError(409, full) },
        [PUSH_PROGRESS]: 'dropped',
      },
    });
    await dev.backend.pass(5 * SECOND);
    expect(dev.backend.count(PUSH_PROGRESS)).toBe(1);
    expect(dev.rejection()).toEqual({ reason: full });
  });
});

describe('sync: a failure that lasts is shown (DESIGN.md §8)', () => {
  it('three failed rounds in a row tell the viewer the account cannot be reached, logged once; a round that gets through hides it', async () => {
    const dev = await device({ answers: { [PUSH_BOOKMARK]: 'dropped' } });
    await dev.backend.pass(15 * SECOND);
    expect(dev.backend.count(PUSH_BOOKMARK)).toBe(2);
    expect(dev.notice()).toBeNull();
    await dev.backend.pass(20 * SECOND);
    expect(dev.notice()).toBe('unreachable');
    await dev.backend.pass(40 * SECOND);
    expect(dev.backend.count(PUSH_BOOKMARK)).toBe(4);
    // Once, with what failed.
    expect(warned(/cannot be synced/)).toEqual([[expect.any(String), expect.any(TypeError)]]);
    dev.backend.answer(PUSH_BOOKMARK, 200);
    await dev.backend.pass(80 * SECOND);
    expect(dev.notice()).toBeNull();
  });

  it('three failed fetches in a row tell the viewer the account’s answers cannot be read; a fetch that succeeds hides it', async () => {
    const dev = await device({ answers: { [ME]: { status: 200, body: { user: 'unknown' } } } });
    await dev.backend.pass(30 * SECOND);
    expect(dev.notice()).toBeNull();
    await dev.backend.pass(60 * SECOND);
    expect(dev.notice()).toBe('unreadable');
    expect(warned(/cannot be synced/)).toEqual([[expect.any(String), expect.any(Error)]]);
    dev.backend.answer(ME, 200);
    await dev.backend.pass(120 * SECOND);
    expect(dev.notice()).toBeNull();
  });

  it('a part that keeps failing counts as a failed fetch', async () => {
    const dev = await device({ answers: { [SETTINGS]: 503 } });
    await dev.backend.pass(90 * SECOND);
    expect(dev.backend.times(SETTINGS)).toEqual([0, 30 * SECOND, 90 * SECOND]);
    expect(dev.notice()).toBe('unreachable');
  });

  it('a part whose answers keep being unreadable tells the viewer so', async () => {
    const dev = await device({ answers: { [SETTINGS]: { status: 200, body: 'nonsense' } } });
    await dev.backend.pass(90 * SECOND);
    expect(dev.backend.count(SETTINGS)).toBe(3);
    expect(dev.notice()).toBe('unreadable');
  });

  it('a round that cannot run at all counts as a failed round', async () => {
    const locks: Locks = {
      request: (name, _options, callback) =>
        name.includes('push') ? Promise.reject(new Error('No lock')) : callback(),
    };
    const dev = await device({ locks });
    await dev.backend.pass(35 * SECOND);
    expect(dev.notice()).toBe('unreachable');
    expect(dev.backend.count(PUSH_BOOKMARK)).toBe(0);
  });
});
