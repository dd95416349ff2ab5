import { assign, fromCallback, fromPromise, not, or, sendParent, setup, stateIn } from 'xstate';
import type { Profile } from '../../contracts/profile.ts';
import type { StoredAccount } from '../../contracts/stored.ts';
import { createBackendClient } from '../../services/backend/client.ts';
import { SESSION_REJECTED_STATUSES } from '../../services/backend/user.ts';
import { onPageShownAgain } from '../../services/browser/page.ts';
import type { Stores } from '../../services/storage/index.ts';
import {
  type AccountData,
  fetchAccountData,
  importLocalData,
} from '../../services/sync/account.ts';
import { classifyFailure } from '../../services/sync/failures.ts';
import {
  type AccountApi,
  type PushOutcome,
  type PushWork,
  pushChanges,
} from '../../services/sync/push.ts';
import {
  bookmarksFromBackend,
  mergeProgressItems,
  progressFromBackend,
  withPendingChanges,
} from '../../services/sync/restore.ts';
import { restoredSettings, unpushedSettings } from '../../services/sync/settings.ts';
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
}

interface SyncContext {
  stores: SyncStores;
  api: AccountApi;
  justLoggedIn: boolean;
  /** Push rounds stopped by a transient failure in a row: the wait before the next grows. */
  failures: number;
}

/** Every 5 s a push (spec doc 1 §4, §9); after failures, twice as long each time up to 5 minutes. */
export const PUSH_INTERVAL_MS = 5_000;
export const MAX_PUSH_BACKOFF_MS = 300_000;
export const pushDelay = (failures: number) =>
  Math.min(PUSH_INTERVAL_MS * 2 ** failures, MAX_PUSH_BACKOFF_MS);
/** Failures counted: past this many the wait is at its longest anyway. */
const FAILURES_COUNTED = Math.ceil(Math.log2(MAX_PUSH_BACKOFF_MS / PUSH_INTERVAL_MS));

const localSettings = (stores: SyncStores) => ({
  ...stores.preferences.getSnapshot().context,
  ...stores.interfaceSettings.getSnapshot().context,
});

const queuedIds = (queue: readonly { tmdbId: string }[]) => new Set(queue.map((u) => u.tmdbId));

/**
 * The account's data on this device (spec doc 1 §4, DESIGN.md §8). At login the device's bookmarks
 * and progress join the account, then the account is fetched; it is fetched again every 12 hours,
 * and when the page is shown again a minute or more after the last fetch (another device may have
 * changed it meanwhile).
 * Every 5 seconds the queued bookmark and progress changes, the group order and the settings that
 * changed are pushed. Nothing is lost: the queues are persisted, a transient failure (network, 5xx,
 * 429) keeps them for the next round, which waits longer after each failure; only a change the
 * backend rejects for good is dropped, and logged. A session the backend no longer knows ends the
 * account on this device.
 */
export const syncMachine = setup({
  types: {
    input: {} as SyncInput,
    context: {} as SyncContext,
    events: {} as { type: 'sync.refresh' },
  },
  actors: {
    importLocal: fromPromise<{ bookmarkIds: number[]; progressIds: number[] }, SyncContext>(
      async ({ input: { api, stores } }) => {
        const bookmarks = stores.bookmarks.getSnapshot().context;
        const progress = stores.progress.getSnapshot().context;
        await importLocalData(api, bookmarks.bookmarks, progress.items);
        return {
          bookmarkIds: bookmarks.updateQueue.map(({ id }) => id),
          progressIds: progress.updateQueue.map(({ id }) => id),
        };
      },
    ),
    restore: fromPromise<AccountData, AccountApi>(({ input, signal }) =>
      fetchAccountData(input, signal),
    ),
    push: fromPromise<PushOutcome, { api: AccountApi; work: PushWork }>(({ input }) =>
      pushChanges(input.api, input.work),
    ),
    /** The page shown again: what other devices changed meanwhile is worth fetching. */
    pageShown: fromCallback(({ sendBack }) =>
      onPageShownAgain(() => sendBack({ type: 'sync.refresh' })),
    ),
  },
  delays: {
    push: ({ context }) => pushDelay(context.failures),
    /** A failed import or fetch is tried again after this long. */
    retry: 30_000,
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
    roundStoppedTransient: ({ event }) =>
      (event as { output?: PushOutcome }).output?.stoppedBy === 'transient',
    roundStoppedSessionGone: ({ event }) =>
      (event as { output?: PushOutcome }).output?.stoppedBy === 'sessionGone',
    /**
     * Pushes wait for the import (the device's changes from before the login are in it) and for a
     * fetch (a change pushed while it runs could be missing from its answer, and vanish here).
     */
    canPush: or([
      stateIn({ running: { data: 'current' } }),
      stateIn({ running: { data: 'fetchFailed' } }),
    ]),
    notPushing: not(stateIn({ running: { push: 'pushing' } })),
  },
  actions: {
    updateProfile: sendParent((_, profile: Profile) => ({
      type: 'account.updated',
      changes: { profile },
    })),
    dequeueImported: ({ context }, ids: { bookmarkIds: number[]; progressIds: number[] }) => {
      context.stores.bookmarks.trigger.dequeued({ ids: ids.bookmarkIds });
      context.stores.progress.trigger.dequeued({ ids: ids.progressIds });
    },
    logImportRejected: (_, error: unknown) =>
      console.warn('Sync: the backend rejected the import; the data stays on this device.', error),
    applyAccount: ({ context: { stores } }, data: AccountData) => {
      const bookmarks = stores.bookmarks.getSnapshot().context;
      stores.bookmarks.trigger.replaced({
        bookmarks: withPendingChanges(
          bookmarksFromBackend(data.bookmarks),
          bookmarks.bookmarks,
          queuedIds(bookmarks.updateQueue),
        ),
      });
      const progress = stores.progress.getSnapshot().context;
      const deleted = queuedIds(progress.updateQueue.filter((u) => u.action === 'delete'));
      stores.progress.trigger.replaced({
        items: withPendingChanges(
          progressFromBackend(data.progress),
          progress.items,
          queuedIds(progress.updateQueue),
          (fromAccount, fromDevice, tmdbId) =>
            deleted.has(tmdbId) ? fromDevice : mergeProgressItems(fromAccount, fromDevice),
        ),
      });
      if (!stores.groupOrder.getSnapshot().context.changed) {
        stores.groupOrder.trigger.replaced({ order: data.groupOrder });
      }
      const settings = restoredSettings(
        data.settings,
        localSettings(stores),
        stores.sync.getSnapshot().context.pushedSettings,
      );
      stores.preferences.trigger.set(settings.apply);
      stores.interfaceSettings.trigger.set(settings.apply);
      stores.sync.trigger.settingsFetched({ settings: settings.pushed });
    },
    applyPushed: ({ context: { stores } }, outcome: PushOutcome) => {
      stores.bookmarks.trigger.dequeued({ ids: outcome.bookmarkIds });
      stores.progress.trigger.dequeued({ ids: outcome.progressIds });
      if (outcome.groupOrder) stores.groupOrder.trigger.pushed({ order: outcome.groupOrder });
      if (outcome.settings) stores.sync.trigger.settingsPushed({ settings: outcome.settings });
    },
    countFailure: assign({
      failures: ({ context }) => Math.min(context.failures + 1, FAILURES_COUNTED),
    }),
    resetFailures: assign({ failures: 0 }),
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
    failures: 0,
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
                  actions: { type: 'dequeueImported', params: ({ event }) => event.output },
                },
                onError: [
                  { guard: 'sessionGone', target: '#sync.ended' },
                  {
                    guard: 'rejectedForGood',
                    target: 'fetching',
                    actions: {
                      type: 'logImportRejected',
                      params: ({ event }: { event: { error: unknown } }) => event.error,
                    },
                  },
                  { target: 'importFailed' },
                ],
              },
            },
            importFailed: { after: { retry: 'importing' } },
            fetching: {
              invoke: {
                id: 'restore',
                src: 'restore',
                input: ({ context }) => context.api,
                onDone: {
                  target: 'current',
                  actions: [
                    { type: 'applyAccount', params: ({ event }) => event.output },
                    { type: 'updateProfile', params: ({ event }) => event.output.me.user.profile },
                  ],
                },
                onError: [
                  { guard: 'sessionRejected', target: '#sync.ended' },
                  { target: 'fetchFailed' },
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
                input: ({ context: { api, stores } }) => {
                  const groupOrder = stores.groupOrder.getSnapshot().context;
                  return {
                    api,
                    work: {
                      bookmarks: stores.bookmarks.getSnapshot().context.updateQueue,
                      progress: stores.progress.getSnapshot().context.updateQueue,
                      groupOrder: groupOrder.changed ? groupOrder.order : null,
                      settings: unpushedSettings(
                        localSettings(stores),
                        stores.sync.getSnapshot().context.pushedSettings,
                      ),
                    },
                  };
                },
                onDone: [
                  {
                    guard: 'roundStoppedSessionGone',
                    target: '#sync.ended',
                    actions: { type: 'applyPushed', params: ({ event }) => event.output },
                  },
                  {
                    guard: 'roundStoppedTransient',
                    target: 'waiting',
                    actions: [
                      { type: 'applyPushed', params: ({ event }) => event.output },
                      'countFailure',
                    ],
                  },
                  {
                    target: 'waiting',
                    actions: [
                      { type: 'applyPushed', params: ({ event }) => event.output },
                      'resetFailures',
                    ],
                  },
                ],
                onError: { target: 'waiting', actions: 'countFailure' },
              },
            },
          },
        },
      },
    },
    /** The session is gone on the backend: the account ends on this device (the parent's onDone). */
    ended: { type: 'final' },
  },
});
