import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { accountMachine } from '../../../src/machines/account/account.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { backendError, storedAccount } from '../../support/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const DEFAULT_BACKEND = 'http://backend.test';
const OTHER_BACKEND = 'http://community.test';
const movie = { tmdbId: '603', type: 'movie' as const, title: 'The Matrix', year: 1999 };

/** What a path's sync stand-in does: its code arrives, or not, and it ends when told. */
let syncControl = { loaded: (_: unknown) => {}, failed: () => {}, end: () => {} };

/** A stand-in for the sync (its own tests walk it): it runs until the test ends it. */
const syncStandIn = fromPromise(
  () =>
    new Promise<void>((resolve) => {
      syncControl.end = resolve;
    }),
);

/**
 * A device, anonymous or logged in, with a bookmark; the sync's code arrives when the test says,
 * the backend's session route answers as the test says.
 */
function accountSystem(loggedIn: boolean) {
  return () => {
    const stores = createStores(memoryStorage());
    if (loggedIn) stores.account.trigger.loggedIn({ account: storedAccount });
    stores.bookmarks.trigger.added({ media: movie, at: 1 });
    const endSession = holdRequests('delete', /\/sessions\/session-1$/);
    const machine = accountMachine.provide({
      actors: {
        loadSync: fromPromise(
          () =>
            new Promise((resolve, reject) => {
              syncControl = {
                ...syncControl,
                loaded: resolve,
                failed: () => reject(new Error('offline')),
              };
            }),
        ) as never,
      },
    });
    return {
      system: { stores, endSession },
      machine,
      input: { stores, defaultBackendUrl: DEFAULT_BACKEND },
    };
  };
}

const scenarios = [
  { name: 'anonymous at start', system: accountSystem(false), loggedIn: false },
  { name: 'logged in at start', system: accountSystem(true), loggedIn: true },
];

describe.each(scenarios)('account machine: every transition ($name)', ({ system, loggedIn }) => {
  const { machine, input } = system();
  const tests = transitionTests({
    machine,
    input,
    system,
    events: () => [
      { type: 'account.loggedIn' as const, account: storedAccount },
      { type: 'account.updated' as const, changes: { deviceName: 'Living room' } },
      { type: 'account.logout' as const },
      { type: 'account.ended' as const },
      { type: 'account.backendChanged' as const, backendUrl: OTHER_BACKEND },
      { type: 'account.backendChanged' as const, backendUrl: null },
      { type: 'xstate.done.actor.sync' as const },
    ],
    perform: {
      // The sync ended (its session gone on the backend).
      'xstate.done.actor.sync': () => syncControl.end(),
    },
    outcomes: {
      loadSync: [
        { done: syncStandIn, cause: () => syncControl.loaded(syncStandIn) },
        { error: { message: 'offline' }, cause: () => syncControl.failed() },
      ],
      endSession: [
        {
          done: { id: 'session-1' },
          cause: ({ endSession }) => endSession.respond(200, { id: 'session-1' }),
        },
        {
          error: { name: 'BackendStatusError', status: 500 },
          cause: ({ endSession }) => endSession.respond(500, backendError(500, 'Oops')),
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
      loggingOut: async ({ endSession }) => {
        await vi.waitFor(() =>
          expect(endSession.requests.at(-1)?.headers.get('authorization')).toBe(
            `Bearer ${storedAccount.token}`,
          ),
        );
      },
    },
    invariant: ({ stores }, actor) => {
      // What the machine holds is what the next visit starts with.
      const stored = stores.account.getSnapshot().context;
      const { context } = actor.getSnapshot();
      expect(stored.account).toEqual(context.account);
      expect(stored.backendUrl ?? DEFAULT_BACKEND).toBe(context.backendUrl);
    },
  });
  it.each(tests)('$name', ({ run }) => run());
});
