// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  FETCH_RETRY_MS,
  fetchRetryDelay,
  MAX_PUSH_BACKOFF_MS,
  PUSH_INTERVAL_MS,
  pushDelay,
  syncMachine,
} from '../../../src/machines/account/sync.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { pendingBookmarkChanges } from '../../../src/services/sync/pending.ts';
import { pushRound } from '../../../src/services/sync/round.ts';
import { eventually } from '../../support/eventually.ts';
import { backendError, meResponse, settingsAnswer, storedAccount } from '../../support/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const BACKEND = 'http://backend.test';
const user = `${BACKEND}/users/${storedAccount.userId}`;
const movie = { tmdbId: '603', type: 'movie' as const, title: 'The Matrix', year: 1999 };
const BOOKMARKED_AT = Date.parse('2026-11-24T00:00:00Z');
const serverBookmark = {
  tmdbId: '603',
  meta: { title: 'The Matrix', year: 1999, type: 'movie' },
  group: [],
  favoriteEpisodes: [],
  updatedAt: new Date(BOOKMARKED_AT).toISOString(),
};

/** A device with one bookmark still to push, its account on a backend whose answers the test gives. */
function syncSystem(justLoggedIn: boolean) {
  return () => {
    const stores = createStores(memoryStorage());
    stores.bookmarks.trigger.added({ media: movie, at: BOOKMARKED_AT });
    const network = {
      me: holdRequests('get', `${BACKEND}/users/@me`),
      bookmarks: holdRequests('get', `${user}/bookmarks`),
      progress: holdRequests('get', `${user}/progress`),
      settings: holdRequests('get', `${user}/settings`),
      groupOrder: holdRequests('get', `${user}/group-order`),
      importBookmarks: holdRequests('put', `${user}/bookmarks`),
      addBookmark: holdRequests('post', `${user}/bookmarks/603`),
      saveSettings: holdRequests('put', `${user}/settings`),
    };
    let crash: (error: Error) => void = () => {};
    const updateProfile = vi.fn();
    const machine = syncMachine.provide({
      actions: {
        updateProfile,
        // One failure counted at most, and one is lasting: the model then has two levels of each
        // counter, not seven, and walks the same transitions (the levels themselves: below, and
        // the fault test).
        countPushFailure: assign({ pushFailures: 1, lastFailure: 'unreachable' }),
        countFetchFailure: assign({ fetchFailures: 1, lastFailure: 'unreachable' }),
      },
      guards: {
        lasting: ({ context }) => context.pushFailures >= 1 || context.fetchFailures >= 1,
      },
      actors: {
        // The real round, which a test can also make crash (a bug, say).
        push: fromPromise(({ input }) =>
          Promise.race([
            pushRound(input.api, input.stores),
            new Promise<never>((_, reject) => {
              crash = reject;
            }),
          ]),
        ),
      },
    });
    return {
      system: { stores, network, updateProfile, crash: (error: Error) => crash(error) },
      machine,
      input: { stores, backendUrl: BACKEND, account: storedAccount, justLoggedIn },
    };
  };
}

type System = ReturnType<ReturnType<typeof syncSystem>>['system'];

/** The account fetch answered: the bookmark is on the account already, and a theme. */
const answerAccount = ({ network }: System, bookmarks = 200) => {
  network.me.respond(200, meResponse);
  network.bookmarks.respond(
    bookmarks,
    bookmarks === 200 ? [serverBookmark] : backendError(500, 'No'),
  );
  network.progress.respond(200, []);
  network.settings.respond(200, settingsAnswer({ applicationTheme: 'mocha' }));
  network.groupOrder.respond(404, backendError(404, 'No order'));
};

/** The request answered with this status. */
const failed = (request: keyof System['network'], code: number) => ({
  error: { name: 'BackendStatusError', status: code, reason: 'No' },
  cause: ({ network }: System) => network[request].respond(code, backendError(code, 'No')),
});

/**
 * A round ending so: the settings (the device's, filling what the account lacks) and then the
 * bookmark get this answer, each only once it is asked: an answer left over would go to a later
 * round.
 */
const pushed = (stoppedBy: string | null, code: number) => ({
  done: { stoppedBy },
  cause: async ({ network }: System) => {
    const body = (ok: object) => (code === 200 ? ok : backendError(code, 'No'));
    await eventually(() =>
      expect(network.saveSettings.pending + network.addBookmark.pending).toBe(1),
    );
    if (network.saveSettings.pending === 1) {
      network.saveSettings.respond(code, body(settingsAnswer()));
      if (code !== 200) return;
      await eventually(() => expect(network.addBookmark.pending).toBe(1));
    }
    network.addBookmark.respond(code, body(serverBookmark));
  },
});

const scenarios = [
  { name: 'at start', system: syncSystem(false) },
  { name: 'just logged in', system: syncSystem(true) },
];

describe.each(scenarios)('sync machine: every transition ($name)', ({ system }) => {
  // A rejected import and a lasting failure are logged; here they are expected.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  const { machine, input } = system();
  const tests = transitionTests({
    machine,
    input,
    system,
    sendDelayedEvents: true,
    events: () => [{ type: 'sync.refresh' as const }],
    perform: {
      // The page hidden, then shown again.
      'sync.refresh': () => {
        window.dispatchEvent(new Event('focus'));
      },
    },
    outcomes: {
      importLocal: [
        {
          done: { imported: true },
          cause: ({ network, stores }) => {
            network.importBookmarks.respond(200, [serverBookmark]);
            // Bookmarked again while the import ran: that change is still to push.
            stores.bookmarks.trigger.added({ media: movie, at: BOOKMARKED_AT + 60_000 });
          },
        },
        failed('importBookmarks', 401),
        failed('importBookmarks', 400),
        failed('importBookmarks', 500),
      ],
      restore: [
        { done: { failed: [] }, cause: (system) => answerAccount(system) },
        {
          done: { failed: [{ part: 'bookmarks' }] },
          cause: (system) => answerAccount(system, 500),
        },
        failed('me', 401),
        failed('me', 400),
        failed('me', 503),
      ],
      push: [
        pushed(null, 200),
        pushed('transient', 429),
        pushed('sessionGone', 401),
        { error: { message: 'A bug' }, cause: ({ crash }) => crash(new Error('A bug')) },
      ],
    },
    assert: {
      ended: ({ stores }) => {
        // The account's end is the parent's to handle: the device's change is still there.
        expect(stores.bookmarks.getSnapshot().context.bookmarks['603']).toBeDefined();
      },
      'running.data.current': ({ stores, updateProfile }) => {
        expect(stores.interfaceSettings.getSnapshot().context.applicationTheme).toBe('mocha');
        expect(stores.bookmarks.getSnapshot().context.bookmarks['603']?.title).toBe('The Matrix');
        expect(updateProfile).toHaveBeenCalled();
      },
      'running.health.troubled': (_, actor) => {
        expect(actor.getSnapshot().context.lastFailure).toBe('unreachable');
      },
    },
  });
  it.each(tests)('$name', ({ run }) => run());
});

describe('sync: when it pushes and fetches', () => {
  it('waits 5 s between rounds, twice as long after each failure, at most 5 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(pushDelay)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000,
    ]);
    expect(PUSH_INTERVAL_MS).toBe(5_000);
    expect(MAX_PUSH_BACKOFF_MS).toBe(300_000);
  });

  it('fetches again 30 s after a failed fetch, then twice as long each time, at most 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6].map(fetchRetryDelay)).toEqual([
      30_000, 60_000, 120_000, 240_000, 300_000, 300_000,
    ]);
    expect(FETCH_RETRY_MS).toBe(30_000);
  });

  it('pushes a bookmark 5 s after the fetch, with the time it was made, and then nothing is left', async () => {
    const { system, machine, input } = syncSystem(false)();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input, clock }).start();
    answerAccount(system);
    await waitFor(actor, (s) => s.matches({ running: { data: 'current' } }));
    // The account already holds it (fetched): the device's later change is still to push.
    system.stores.bookmarks.trigger.added({ media: movie, at: BOOKMARKED_AT + 1_000 });
    clock.increment(PUSH_INTERVAL_MS - 1);
    expect(system.network.addBookmark.received).toBe(0);
    clock.increment(1);
    system.network.saveSettings.respond(200, settingsAnswer());
    await eventually(() => expect(system.network.addBookmark.received).toBe(1));
    expect(await system.network.addBookmark.requests[0]?.json()).toEqual({
      meta: { title: 'The Matrix', type: 'movie', year: 1999 },
      group: [],
      favoriteEpisodes: [],
      updatedAt: BOOKMARKED_AT + 1_000,
    });
    system.network.addBookmark.respond(200, serverBookmark);
    await eventually(() =>
      expect(pendingBookmarkChanges(system.stores.bookmarks.getSnapshot().context)).toEqual([]),
    );
    actor.stop();
  });

  it('imports the device’s bookmarks at login before pushing anything one by one', async () => {
    const { system, machine, input } = syncSystem(true)();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input, clock }).start();
    await eventually(() => expect(system.network.importBookmarks.received).toBe(1));
    clock.increment(MAX_PUSH_BACKOFF_MS);
    expect(system.network.addBookmark.received).toBe(0);
    expect(await system.network.importBookmarks.requests[0]?.json()).toEqual([
      {
        tmdbId: '603',
        meta: { title: 'The Matrix', type: 'movie', year: 1999 },
        group: [],
        favoriteEpisodes: [],
        updatedAt: BOOKMARKED_AT,
      },
    ]);
    system.network.importBookmarks.respond(200, [serverBookmark]);
    // The import carried it: nothing is left to push.
    await eventually(() =>
      expect(pendingBookmarkChanges(system.stores.bookmarks.getSnapshot().context)).toEqual([]),
    );
    actor.stop();
  });
});
