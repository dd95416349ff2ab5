import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { accountMachine } from '../../../src/machines/account/account.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { pendingBookmarkChanges } from '../../../src/services/sync/pending.ts';
import { storageEvent, stored } from '../../services/storage/fixtures.ts';
import { eventually } from '../../support/eventually.ts';
import { backendError, storedAccount } from '../../support/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const DEFAULT_BACKEND = 'http://backend.test';
const OTHER_BACKEND = 'http://community.test';
const movie = { tmdbId: '603', type: 'movie' as const, title: 'The Matrix', year: 1999 };
const otherSession = {
  ...storedAccount,
  sessionId: 'session-2',
  token: 'token-of-another-session',
};

/** What a path's stand-ins do: the sync's code arrives or not and ends when told; the lock comes. */
let control = {
  loaded: (_: unknown) => {},
  failed: () => {},
  end: () => {},
  lead: () => {},
};

/** A stand-in for the sync (its own tests walk it): it runs until the test ends it. */
const syncStandIn = fromPromise(
  () =>
    new Promise<void>((resolve) => {
      control.end = resolve;
    }),
);

/**
 * A device, anonymous or logged in, with a bookmark not on the account yet; the sync's code and
 * the lead among tabs arrive when the test says; the backend answers as the test says; another tab
 * writes the account store as the test says.
 */
function accountSystem(loggedIn: boolean) {
  return () => {
    const storage = memoryStorage();
    const tabs = new EventTarget();
    const stores = createStores(storage, { crossTab: tabs });
    if (loggedIn) stores.account.trigger.loggedIn({ account: storedAccount });
    stores.bookmarks.trigger.added({ media: movie, at: 1 });
    const network = {
      endSession: holdRequests('delete', /\/sessions\/session-\d$/),
      pushBookmark: holdRequests('post', /\/bookmarks\/603$/),
    };
    const machine = accountMachine.provide({
      actors: {
        loadSync: fromPromise(
          () =>
            new Promise((resolve, reject) => {
              control = { ...control, loaded: resolve, failed: () => reject(new Error('offline')) };
            }),
        ) as never,
        leadSync: fromCallback(({ sendBack }) => {
          control.lead = () => sendBack({ type: 'sync.leading' });
        }),
        announceShown: fromCallback(() => {}),
      },
    });
    /** Another tab writes storage: a key, then the event this tab hears. */
    const write = (key: string, newValue: string) => {
      storage.setItem(key, newValue);
      tabs.dispatchEvent(storageEvent({ key, newValue, storageArea: storage }));
    };
    /** Another tab logs in or out: its account store, and at a logout its emptied bookmarks. */
    const otherTab = (state: {
      account: typeof storedAccount | null;
      backendUrl: string | null;
    }) => {
      if (state.account === null) {
        const { epoch } = stores.bookmarks.getSnapshot().context;
        write(
          '__MW::bookmarks',
          stored(1, { epoch: epoch + 1, bookmarks: {}, removed: {}, synced: {} }),
        );
      }
      write('__MW::auth', stored(0, state));
    };
    return {
      system: { stores, network, otherTab },
      machine,
      input: { stores, defaultBackendUrl: DEFAULT_BACKEND },
    };
  };
}
type System = ReturnType<ReturnType<typeof accountSystem>>['system'];

/**
 * Each start, walked twice to keep each model small: what this tab does, and what the other tabs
 * do (their login, logout, another session; the lead passed on).
 */
const scenarios = [false, true].flatMap((loggedIn) =>
  (['this tab', 'other tabs'] as const).map((by) => ({
    name: `${loggedIn ? 'logged in' : 'anonymous'} at start, changed by ${by}`,
    system: accountSystem(loggedIn),
    loggedIn,
    byOtherTabs: by === 'other tabs',
  })),
);

// The logout's code arrives on demand: here before the walk, whose steps have 2 s each.
beforeAll(() => import('../../../src/services/sync/flush.ts'));

describe.each(scenarios)(
  'account machine: every transition ($name)',
  ({ system, loggedIn, byOtherTabs }) => {
    beforeEach(() => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
    });
    const { machine, input } = system();
    /** Another tab's login or logout, which keeps the backend chosen. */
    const storedBy = (account: typeof storedAccount | null, backendUrl: string) => ({
      type: 'account.stored' as const,
      account,
      backendUrl: backendUrl === DEFAULT_BACKEND ? null : backendUrl,
    });
    const tests = transitionTests({
      machine,
      input,
      system,
      // The events that can happen in each state, so the model stays small.
      events: (snapshot) => {
        const { backendUrl, account } = snapshot.context;
        // One change of each kind at a time: to the other backend and back, one rename, one other
        // session; the transitions are the same for more.
        const backendChanges = [
          backendUrl === DEFAULT_BACKEND
            ? { type: 'account.backendChanged' as const, backendUrl: OTHER_BACKEND }
            : { type: 'account.backendChanged' as const, backendUrl: null },
        ];
        const pristine = account?.sessionId === 'session-1' && account.deviceName === 'Test laptop';
        const leading = snapshot.matches({ loggedIn: 'standingBy' })
          ? [{ type: 'sync.leading' as const }]
          : [];
        if (byOtherTabs) {
          if (snapshot.matches('anonymous')) return [storedBy(storedAccount, backendUrl)];
          if (snapshot.matches('loggedIn')) {
            return [
              ...leading,
              { type: 'account.logout' as const },
              ...(pristine ? [storedBy(otherSession, backendUrl)] : []),
              storedBy(null, backendUrl),
            ];
          }
          return [storedBy(null, backendUrl)];
        }
        if (snapshot.matches('anonymous')) {
          return [{ type: 'account.loggedIn' as const, account: storedAccount }, ...backendChanges];
        }
        if (snapshot.matches('loggedIn')) {
          return [
            ...(pristine
              ? [{ type: 'account.updated' as const, changes: { deviceName: 'Living room' } }]
              : []),
            { type: 'account.logout' as const },
            { type: 'account.ended' as const },
            ...backendChanges,
            ...leading,
            ...(snapshot.matches({ loggedIn: 'syncing' })
              ? [{ type: 'xstate.done.actor.sync' as const }]
              : []),
          ];
        }
        return snapshot.matches({ loggingOut: 'unsent' })
          ? [
              { type: 'account.logout.retry' as const },
              { type: 'account.logout.force' as const },
              { type: 'account.logout.cancel' as const },
            ]
          : [];
      },
      perform: {
        // The sync ended (its session gone on the backend).
        'xstate.done.actor.sync': () => control.end(),
        // The other tabs let this one run the sync.
        'sync.leading': () => control.lead(),
        'account.stored': ({ otherTab }: System, _, event) => {
          const { account, backendUrl } = event as ReturnType<typeof storedBy>;
          otherTab({ account, backendUrl });
        },
        // The viewer bookmarked something just before logging out: there is always a change to send.
        'account.logout': ({ stores }: System, actor, event) => {
          stores.bookmarks.trigger.added({ media: movie, at: Date.now() });
          actor.send(event as never);
        },
      },
      outcomes: {
        loadSync: [
          { done: syncStandIn, cause: () => control.loaded(syncStandIn) },
          { error: { message: 'offline' }, cause: () => control.failed() },
        ],
        flush: [
          {
            done: undefined,
            cause: ({ network }: System) => network.pushBookmark.respond(200, {}),
          },
          {
            error: { name: 'UnsentChanges', count: 1 },
            cause: ({ network }: System) =>
              network.pushBookmark.respond(503, backendError(503, 'Down')),
          },
        ],
        endSession: [
          {
            done: { id: 'session-1' },
            cause: ({ network }: System) => network.endSession.respond(200, { id: 'session-1' }),
          },
          {
            error: { name: 'BackendStatusError', status: 500 },
            cause: ({ network }: System) =>
              network.endSession.respond(500, backendError(500, 'Oops')),
          },
        ],
      },
      assert: {
        anonymous: ({ stores }) => {
          const bookmarks = stores.bookmarks.getSnapshot().context.bookmarks;
          // Logging out clears the account's data; an anonymous device's own data stays.
          if (loggedIn) expect(bookmarks).toEqual({});
          expect(stores.account.getSnapshot().context.account).toBeNull();
        },
        'loggingOut.unsent': ({ stores }, actor) => {
          // Nothing is lost: the change is still on the device, still to push.
          expect(pendingBookmarkChanges(stores.bookmarks.getSnapshot().context)).toHaveLength(1);
          expect(actor.getSnapshot().context.unsent).toBe(1);
        },
        'loggingOut.ending': async ({ network }) => {
          await eventually(() =>
            expect(network.endSession.requests.at(-1)?.headers.get('authorization')).toMatch(
              /^Bearer token-/,
            ),
          );
        },
      },
      invariant: ({ stores }, actor) => {
        // What the machine holds is what the next visit (and every other tab) starts with.
        const store = stores.account.getSnapshot().context;
        const { context } = actor.getSnapshot();
        expect(store.account).toEqual(context.account);
        expect(store.backendUrl ?? DEFAULT_BACKEND).toBe(context.backendUrl);
      },
    });
    it.each(tests)('$name', ({ run }) => run());
  },
);
