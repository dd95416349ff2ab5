import { describe, expect, it } from 'vitest';
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

/**
 * A device, anonymous or logged in, with a bookmark; the sync is a stand-in the test ends (its
 * own tests walk it), the backend's session route answers as the test says.
 */
function accountSystem(loggedIn: boolean) {
  return () => {
    const stores = createStores(memoryStorage());
    if (loggedIn) stores.account.trigger.loggedIn({ account: storedAccount });
    stores.bookmarks.trigger.added({ media: movie, at: 1 });
    const endSession = holdRequests('delete', /\/sessions\/session-1$/);
    let endSync = () => {};
    const machine = accountMachine.provide({
      actors: {
        sync: fromPromise(
          () =>
            new Promise<void>((resolve) => {
              endSync = resolve;
            }),
        ) as never,
      },
    });
    return {
      system: { stores, endSession, endSync: () => endSync() },
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
    ],
    outcomes: {
      sync: [{ done: undefined, cause: ({ endSync }) => endSync() }],
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
      loggingOut: ({ endSession }) => {
        expect(endSession.requests.at(-1)?.headers.get('authorization')).toBe(
          `Bearer ${storedAccount.token}`,
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
