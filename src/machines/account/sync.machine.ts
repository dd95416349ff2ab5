import {
  and,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  not,
  setup,
  stateIn,
} from 'xstate';
import type { Profile } from '../../contracts/profile.ts';
import type { StoredAccount } from '../../contracts/stored.ts';
import { isUnreadable } from '../../services/backend/answers.ts';
import { createBackendClient } from '../../services/backend/client.ts';
import { SESSION_REJECTED_STATUSES } from '../../services/backend/status.ts';
import { type Locks, withLock } from '../../services/browser/locks.ts';
import { onPageShownAgain, onPageShownElsewhere } from '../../services/browser/page.ts';
import {
  bookmarksFetched,
  bookmarksSynced,
  groupOrderFetched,
  progressFetched,
  progressSynced,
  settingsSynced,
} from '../../services/storage/accountChanges.ts';
import { changeStore, type Stores } from '../../services/storage/index.ts';
import {
  type AccountData,
  fetchAccountData,
  type Imported,
  importLocalData,
} from '../../services/sync/account.ts';
import { classifyFailure, reasonOf } from '../../services/sync/failures.ts';
import { syncLocks } from '../../services/sync/locks.ts';
import type { AccountApi, PushOutcome } from '../../services/sync/push.ts';
import { bookmarksFromAccount, progressFromAccount } from '../../services/sync/restore.ts';
import { type Epochs, epochsOf, pushRound } from '../../services/sync/round.ts';
import { localSettingsOf, settingsFromAccount } from '../../services/sync/settings.ts';
import { errorOf, failedWith } from '../failedWith.ts';

export type SyncStores = Pick<
  Stores,
  'bookmarks' | 'progress' | 'groupOrder' | 'preferences' | 'interfaceSettings' | 'sync'
>;

export interface SyncInput {
  stores: SyncStores;
  backendUrl: string;
  account: Pick<StoredAccount, 'token' | 'userId'>;
  /** Just logged in or registered: the device's data joins the account first. */
  justLoggedIn: boolean;
  /** Epoch milliseconds, for what the account's answers leave undated (tests set it). */
  now?: () => number;
  /** The locks the tabs share: the browser's (tests set their own). */
  locks?: Locks;
}

interface SyncContext {
  stores: SyncStores;
  api: AccountApi;
  justLoggedIn: boolean;
  now: () => number;
  locks: Locks | undefined;
  /** The stores' epochs this sync started in: what it learns is of no account after a logout. */
  epochs: Epochs;
  /** Push rounds stopped by a transient failure in a row: the wait before the next grows. */
  pushFailures: number;
  /** Fetches (or imports) that failed in a row, in whole or in part: likewise. */
  fetchFailures: number;
  /** What the last failure was, for the notice of a lasting one. */
  lastFailure: FailureKind | null;
  /** The last change the backend refused for good, dropped: shown to the user. */
  lastRejection: Rejection | null;
}

/**
 * A change the backend refused for good (a quota, a value it cannot take) and why, as it said (its
 * error body's message), when it said. A new object for each, so a view that hid one shows the next.
 */
export interface Rejection {
  reason: string | null;
}

/** Every 5 s a push (spec doc 1 §4, §9); after failures, twice as long each time up to 5 minutes. */
export const PUSH_INTERVAL_MS = 5_000;
export const MAX_PUSH_BACKOFF_MS = 300_000;
export const pushDelay = (failures: number) =>
  Math.min(PUSH_INTERVAL_MS * 2 ** failures, MAX_PUSH_BACKOFF_MS);
/** A failed fetch is tried again after 30 s, then twice as long each time, up to 5 minutes. */
export const FETCH_RETRY_MS = 30_000;
export const fetchRetryDelay = (failures: number) =>
  Math.min(FETCH_RETRY_MS * 2 ** Math.max(failures - 1, 0), MAX_PUSH_BACKOFF_MS);
/** Failures counted: past this many the wait is at its longest anyway. */
const FAILURES_COUNTED = Math.ceil(Math.log2(MAX_PUSH_BACKOFF_MS / PUSH_INTERVAL_MS));
/** Failures in a row that make a lasting failure, shown to the user (about 35 s of pushes, 90 s of fetches). */
export const LASTING_FAILURES = 3;

const counted = (failures: number) => Math.min(failures + 1, FAILURES_COUNTED);

/** Why the account cannot be synced: its backend does not answer, or not readably. */
export type FailureKind = 'unreachable' | 'unreadable';
const kindOf = (error: unknown): FailureKind =>
  isUnreadable(error) ? 'unreadable' : 'unreachable';

/** Once when a failure starts to last; the notice says it to the user (`health`). */
const logLastingFailure = (error: unknown) =>
  console.warn('Sync: the account cannot be synced for now; changes stay on this device.', error);

/** What an invoked actor's done or error event carries. */
const fetched = ({ event }: { event: unknown }) => (event as { output: AccountData }).output;
const pushed = ({ event }: { event: unknown }) => (event as { output: PushOutcome }).output;
const failure = ({ event }: { event: unknown }) => errorOf(event);

/**
 * The account's data on this device (spec doc 1 §4, DESIGN.md §8). At login the device's bookmarks
 * and progress join the account, then the account is fetched; it is fetched again every 12 hours,
 * and when the page is shown again a minute or more after the last fetch (another device may have
 * changed it meanwhile). Every 5 seconds what changed here after what the account holds is pushed:
 * settings, group order, bookmarks and progress, each with the time it changed.
 *
 * Nothing is lost: what is still to push is derived from the stores' change times, so a failure
 * (network, 5xx, 429) leaves it for the next round, which waits longer after each failure; only a
 * change the backend rejects for good is dropped, logged, and shown with the backend's reason
 * (`lastRejection`). Pushes never wait for a fetch to
 * succeed, only for one under way (its answer could predate them). A failure that lasts is logged
 * once and shown (`health`). A session the backend no longer knows ends the account on this device.
 */
export const syncMachine = setup({
  types: {
    input: {} as SyncInput,
    context: {} as SyncContext,
    events: {} as { type: 'sync.refresh' },
  },
  actors: {
    importLocal: fromPromise<Imported, SyncContext>(({ input: { api, stores } }) =>
      importLocalData(
        api,
        stores.bookmarks.getSnapshot().context,
        stores.progress.getSnapshot().context,
      ),
    ),
    restore: fromPromise<AccountData, AccountApi>(({ input, signal }) =>
      fetchAccountData(input, signal),
    ),
    /** One round, noted in the stores as it goes; one tab of the browser pushes at a time. */
    push: fromPromise<PushOutcome, SyncContext>(({ input: { api, stores, locks, epochs } }) =>
      withLock(syncLocks(api.userId).push, () => pushRound(api, stores, epochs), locks),
    ),
    /** This page or another tab shown again: what other devices changed is worth fetching. */
    pageShown: fromCallback(({ sendBack }) => {
      const refresh = () => sendBack({ type: 'sync.refresh' });
      const stops = [onPageShownAgain(refresh), onPageShownElsewhere(refresh)];
      return () => {
        for (const stop of stops) stop();
      };
    }),
  },
  delays: {
    push: ({ context }) => pushDelay(context.pushFailures),
    retry: ({ context }) => fetchRetryDelay(context.fetchFailures),
    /** The page shown again fetches the account only this long after the last fetch. */
    refetchGap: 60_000,
    /** The account is fetched again this long after the last fetch (spec doc 1 §9). */
    refresh: 12 * 60 * 60 * 1000,
  },
  guards: {
    justLoggedIn: ({ context }) => context.justLoggedIn,
    sessionGone: ({ event }) => classifyFailure(errorOf(event)) === 'sessionGone',
    /** 400, 401 or 403 on the profile (spec doc 1 §7); 401 or 403 on anything else. */
    sessionRejected: failedWith(SESSION_REJECTED_STATUSES),
    rejectedForGood: ({ event }) => classifyFailure(errorOf(event)) === 'permanent',
    partsFailed: ({ event }) =>
      ((event as { output?: Partial<AccountData> }).output?.failed?.length ?? 0) > 0,
    roundStoppedTransient: ({ event }) =>
      (event as { output?: PushOutcome }).output?.stoppedBy === 'transient',
    roundStoppedSessionGone: ({ event }) =>
      (event as { output?: PushOutcome }).output?.stoppedBy === 'sessionGone',
    /** Pushes wait for an import or a fetch under way, not longer (requests time out). */
    canPush: and([
      not(stateIn({ running: { data: 'importing' } })),
      not(stateIn({ running: { data: 'fetching' } })),
    ]),
    notPushing: not(stateIn({ running: { push: 'pushing' } })),
    lasting: ({ context }) =>
      context.pushFailures >= LASTING_FAILURES || context.fetchFailures >= LASTING_FAILURES,
  },
  actions: {
    /** The profile, when the answer had a readable one. */
    updateProfile: enqueueActions(({ enqueue }, profile: Profile | undefined) => {
      if (profile) enqueue.sendParent({ type: 'account.updated', changes: { profile } });
    }),
    markImported: ({ context: { stores, epochs } }, imported: Imported) => {
      changeStore(stores.bookmarks, bookmarksSynced(imported.bookmarks, epochs.bookmarks));
      changeStore(stores.progress, progressSynced(imported.progress, epochs.progress));
    },
    logImportRejected: (_, error: unknown) =>
      console.warn('Sync: the backend rejected the import; the data stays on this device.', error),
    /** A change refused for good, if there was one (a push round may have none). */
    noteRejection: enqueueActions(({ enqueue }, error: unknown) => {
      if (error !== undefined) enqueue.assign({ lastRejection: { reason: reasonOf(error) } });
    }),
    applyAccount: ({ context: { stores, now, epochs } }, data: AccountData) => {
      const fetchedAt = now();
      if (data.bookmarks) {
        changeStore(
          stores.bookmarks,
          bookmarksFetched(bookmarksFromAccount(data.bookmarks.items, fetchedAt), epochs.bookmarks),
        );
      }
      if (data.progress) {
        changeStore(
          stores.progress,
          progressFetched(progressFromAccount(data.progress.items, fetchedAt), epochs.progress),
        );
      }
      if (data.groupOrder) {
        changeStore(stores.groupOrder, groupOrderFetched(data.groupOrder, epochs.groupOrder));
      }
      if (data.settings) {
        const restore = settingsFromAccount(
          data.settings,
          localSettingsOf(stores),
          stores.sync.getSnapshot().context,
        );
        stores.preferences.trigger.set(restore.apply);
        stores.interfaceSettings.trigger.set(restore.apply);
        changeStore(stores.sync, settingsSynced(restore.synced, epochs.sync, restore.filled));
      }
      const unreadable =
        (data.bookmarks?.unreadable ?? 0) +
        (data.progress?.unreadable ?? 0) +
        (data.settings?.unreadable ?? 0);
      if (unreadable > 0) {
        console.warn(
          `Sync: ${unreadable} item(s) of the account could not be read and were left out.`,
        );
      }
    },
    countPushFailure: enqueueActions(({ context, enqueue }, error: unknown) => {
      const pushFailures = counted(context.pushFailures);
      enqueue.assign({ pushFailures, lastFailure: kindOf(error) });
      if (pushFailures === LASTING_FAILURES) enqueue(() => logLastingFailure(error));
    }),
    resetPushFailures: assign({ pushFailures: 0 }),
    countFetchFailure: enqueueActions(({ context, enqueue }, error: unknown) => {
      const fetchFailures = counted(context.fetchFailures);
      enqueue.assign({ fetchFailures, lastFailure: kindOf(error) });
      if (fetchFailures === LASTING_FAILURES) enqueue(() => logLastingFailure(error));
    }),
    resetFetchFailures: assign({ fetchFailures: 0 }),
  },
}).createMachine({
  id: 'sync',
  context: ({ input }) => ({
    stores: input.stores,
    api: {
      client: createBackendClient({ baseUrl: input.backendUrl }),
      token: input.account.token,
      userId: input.account.userId,
    },
    justLoggedIn: input.justLoggedIn,
    now: input.now ?? Date.now,
    locks: input.locks,
    epochs: epochsOf(input.stores),
    pushFailures: 0,
    fetchFailures: 0,
    lastFailure: null,
    lastRejection: null,
  }),
  initial: 'running',
  states: {
    running: {
      type: 'parallel',
      states: {
        data: {
          initial: 'starting',
          states: {
            starting: {
              always: [{ guard: 'justLoggedIn', target: 'importing' }, { target: 'fetching' }],
            },
            importing: {
              invoke: {
                id: 'importLocal',
                src: 'importLocal',
                input: ({ context }) => context,
                onDone: {
                  target: 'fetching',
                  actions: { type: 'markImported', params: ({ event }) => event.output },
                },
                onError: [
                  { guard: 'sessionGone', target: '#sync.ended' },
                  {
                    guard: 'rejectedForGood',
                    target: 'fetching',
                    actions: [
                      { type: 'logImportRejected', params: failure },
                      { type: 'noteRejection', params: failure },
                    ],
                  },
                  {
                    target: 'importFailed',
                    actions: { type: 'countFetchFailure', params: failure },
                  },
                ],
              },
            },
            /** Pushes go on meanwhile: what the import would carry is pushed item by item. */
            importFailed: { after: { retry: 'importing' } },
            fetching: {
              invoke: {
                id: 'restore',
                src: 'restore',
                input: ({ context }) => context.api,
                onDone: [
                  {
                    // What could be read is applied; the rest is fetched again later.
                    guard: 'partsFailed',
                    target: 'fetchFailed',
                    actions: [
                      { type: 'applyAccount', params: fetched },
                      {
                        type: 'updateProfile',
                        params: (args: { event: unknown }) => fetched(args).profile,
                      },
                      {
                        type: 'countFetchFailure',
                        params: (args: { event: unknown }) => fetched(args).failed?.[0]?.error,
                      },
                    ],
                  },
                  {
                    target: 'current',
                    actions: [
                      { type: 'applyAccount', params: fetched },
                      {
                        type: 'updateProfile',
                        params: (args: { event: unknown }) => fetched(args).profile,
                      },
                      'resetFetchFailures',
                    ],
                  },
                ],
                onError: [
                  { guard: 'sessionRejected', target: '#sync.ended' },
                  {
                    target: 'fetchFailed',
                    actions: { type: 'countFetchFailure', params: failure },
                  },
                ],
              },
            },
            fetchFailed: { after: { retry: 'fetching' } },
            current: {
              after: { refresh: 'stale' },
              initial: 'fresh',
              states: {
                /** Just fetched: the page shown again is no reason to fetch again yet. */
                fresh: { after: { refetchGap: 'settled' } },
                settled: {
                  invoke: { id: 'pageShown', src: 'pageShown' },
                  on: { 'sync.refresh': '#sync.running.data.stale' },
                },
              },
            },
            /** The fetch waits for a push round to end. */
            stale: { always: { guard: 'notPushing', target: 'fetching' } },
          },
        },
        push: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                push: [
                  { guard: 'canPush', target: 'pushing' },
                  { target: 'waiting', reenter: true },
                ],
              },
            },
            pushing: {
              invoke: {
                id: 'push',
                src: 'push',
                input: ({ context }) => context,
                onDone: [
                  { guard: 'roundStoppedSessionGone', target: '#sync.ended' },
                  {
                    guard: 'roundStoppedTransient',
                    target: 'waiting',
                    actions: [
                      {
                        type: 'countPushFailure',
                        params: (args: { event: unknown }) => pushed(args).error,
                      },
                      {
                        type: 'noteRejection',
                        params: (args: { event: unknown }) => pushed(args).rejection,
                      },
                    ],
                  },
                  {
                    target: 'waiting',
                    actions: [
                      'resetPushFailures',
                      {
                        type: 'noteRejection',
                        params: (args: { event: unknown }) => pushed(args).rejection,
                      },
                    ],
                  },
                ],
                onError: {
                  target: 'waiting',
                  actions: { type: 'countPushFailure', params: failure },
                },
              },
            },
          },
        },
        /** A failure that lasts is shown to the user (and logged once), not retried in silence. */
        health: {
          initial: 'healthy',
          states: {
            healthy: { always: { guard: 'lasting', target: 'troubled' } },
            troubled: { always: { guard: not('lasting'), target: 'healthy' } },
          },
        },
      },
    },
    /** The session is gone on the backend: the account ends on this device (the parent's onDone). */
    ended: { type: 'final' },
  },
});
