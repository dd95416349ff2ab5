import { type AnyActorLogic, assign, fromCallback, fromPromise, setup, stopChild } from 'xstate';
import type { AccountState, StoredAccount } from '../../contracts/stored.ts';
import { holdLock, type Locks } from '../../services/browser/locks.ts';
import { announcePageShown, onPageShownAgain } from '../../services/browser/page.ts';
import type { Stores } from '../../services/storage/index.ts';
import { clearAccountData } from '../../services/storage/logOut.ts';
import { syncLocks } from '../../services/sync/locks.ts';
import { followStore } from '../followStore.ts';
import type { SyncInput, SyncStores, syncMachine } from './sync.machine.ts';

/** The sync and the backend client load with the first login: most visitors never need them. */
const loadSyncMachine = async () => (await import('./sync.machine.ts')).syncMachine;
const loadBackendClient = async () =>
  (await import('../../services/backend/client.ts')).createBackendClient;
const loadFlush = async () => await import('../../services/sync/flush.ts');

export interface AccountInput {
  stores: Pick<Stores, 'account'> & SyncStores;
  /** The configured backend; the device may have chosen another (`backendUrl` in the store). */
  defaultBackendUrl: string;
  /** The locks the tabs share: the browser's (tests set their own). */
  locks?: Locks;
}

interface AccountContext extends AccountInput {
  account: StoredAccount | null;
  /** Logged in by this device's login or registration (not at start): its data joins the account. */
  justLoggedIn: boolean;
  /** The backend the account lives on: the device's choice, else the configured one. */
  backendUrl: string;
  /** Changes a logout could not send to the account yet (the user decides). */
  unsent: number;
}

type AccountEvent =
  | { type: 'account.loggedIn'; account: StoredAccount }
  | { type: 'account.updated'; changes: Partial<Pick<StoredAccount, 'deviceName' | 'profile'>> }
  | { type: 'account.logout' }
  /** After a logout found changes it could not send: try again, log out anyway, or stay. */
  | { type: 'account.logout.retry' }
  | { type: 'account.logout.force' }
  | { type: 'account.logout.cancel' }
  /** The session is gone on the backend (rejected, ended elsewhere, account deleted): clear locally. */
  | { type: 'account.ended' }
  /** Null: back to the configured backend. An account belongs to its backend: it logs out. */
  | { type: 'account.backendChanged'; backendUrl: string | null }
  /** The account store changed, in another tab as well: this tab follows. */
  | { type: 'account.stored'; account: StoredAccount | null; backendUrl: string | null }
  /** This tab runs the account's sync now (the others wait, and take over when it closes). */
  | { type: 'sync.leading' }
  /** The sync ended: the backend no longer knows the session. */
  | { type: 'xstate.done.actor.sync' };

const effectiveBackend = (stored: string | null, fallback: string) => stored || fallback;

const storedEvent = (event: AccountEvent) =>
  event as Extract<AccountEvent, { type: 'account.stored' }>;

/**
 * The account of this device (spec doc 1 §4, §6): anonymous, or logged in after a login or a
 * registration. Of the tabs logged in, one runs the sync, the others stand by and take over when
 * it closes (DESIGN.md §8); every tab follows a login, a logout or a change made in another one.
 * Logging out first sends what is still to push (nothing changed here is lost; when the backend
 * cannot take it, the user decides), then ends the session on the backend when it can (a failure
 * does not keep anyone logged in) and clears the account's data on the device.
 */
export const accountMachine = setup({
  types: {
    input: {} as AccountInput,
    context: {} as AccountContext,
    events: {} as AccountEvent,
  },
  actors: {
    loadSync: fromPromise<typeof syncMachine>(loadSyncMachine),
    /** The account store, as this tab and the others write it. */
    followStore: followStore(
      (stored: AccountState): AccountEvent => ({ type: 'account.stored', ...stored }),
    ),
    /** Waits to be the tab that runs the sync, and holds that until this tab stops. */
    leadSync: fromCallback<AccountEvent, { userId: string; locks: Locks | undefined }>(
      ({ input, sendBack }) =>
        holdLock(
          syncLocks(input.userId).leader,
          () => sendBack({ type: 'sync.leading' }),
          input.locks,
        ),
    ),
    /** A tab standing by tells the one syncing when it is shown again. */
    announceShown: fromCallback(() => onPageShownAgain(announcePageShown)),
    flush: fromPromise<
      void,
      { backendUrl: string; account: StoredAccount; stores: SyncStores; locks: Locks | undefined }
    >(async ({ input: { backendUrl, account, stores, locks } }) =>
      (await loadFlush()).flushPending(backendUrl, account, stores, locks),
    ),
    endSession: fromPromise<unknown, { backendUrl: string; account: StoredAccount }>(
      async ({ input: { backendUrl, account } }) =>
        (await loadBackendClient())({ baseUrl: backendUrl }).endSession(
          account.token,
          account.sessionId,
        ),
    ),
  },
  guards: {
    loggedIn: ({ context }) => context.account !== null,
    /** Another tab logged in. */
    storedLogin: ({ event }) => storedEvent(event).account !== null,
    /** Another tab logged out. */
    storedLogout: ({ event }) => storedEvent(event).account === null,
    /** Another tab logged out and in again, as someone else perhaps. */
    storedOtherSession: ({ context, event }) =>
      storedEvent(event).account?.sessionId !== context.account?.sessionId,
  },
  delays: {
    retryLoad: 30_000,
  },
  actions: {
    logIn: assign({ account: (_, account: StoredAccount) => account, justLoggedIn: true }),
    /** Follows the account store: another tab's login or logout. */
    adoptStored: assign(({ context, event }) => {
      const { account, backendUrl } = storedEvent(event);
      return {
        account,
        justLoggedIn: false,
        backendUrl: effectiveBackend(backendUrl, context.defaultBackendUrl),
      };
    }),
    /** Follows a change of the same session (its name or profile, in any tab). */
    adoptChanges: assign(({ context, event }) => ({
      account: storedEvent(event).account,
      backendUrl: effectiveBackend(storedEvent(event).backendUrl, context.defaultBackendUrl),
    })),
    /** Follows the backend chosen (in any tab) while no one is logged in. */
    adoptBackend: assign({
      backendUrl: ({ context, event }) =>
        effectiveBackend(storedEvent(event).backendUrl, context.defaultBackendUrl),
    }),
    /** The sync as a child of the account (its code is loaded by then). */
    startSync: assign(({ context, spawn }, sync: typeof syncMachine) => {
      // Typed spawning knows only the actors of `setup`; this one's code arrived later.
      (spawn as (logic: AnyActorLogic, options: { id: string; input: SyncInput }) => unknown)(
        sync,
        {
          id: 'sync',
          input: {
            stores: context.stores,
            backendUrl: context.backendUrl,
            account: context.account as StoredAccount,
            justLoggedIn: context.justLoggedIn,
            locks: context.locks,
          },
        },
      );
      return {};
    }),
    persistLogin: ({ context }) =>
      context.account && context.stores.account.trigger.loggedIn({ account: context.account }),
    persistUpdate: ({ context, event }) => {
      if (event.type === 'account.updated' && context.account) {
        context.stores.account.trigger.updated({
          sessionId: context.account.sessionId,
          changes: event.changes,
        });
      }
    },
    update: assign({
      account: ({ context, event }) =>
        event.type === 'account.updated' && context.account
          ? { ...context.account, ...event.changes }
          : context.account,
    }),
    noteUnsent: assign({
      unsent: ({ event }) => ((event as { error?: { count?: number } }).error?.count ?? 0) || 1,
    }),
    forgetUnsent: assign({ unsent: 0 }),
    clear: assign({ account: null, unsent: 0 }),
    persistClear: ({ context }) => clearAccountData(context.stores),
    setBackend: assign({
      backendUrl: ({ context, event }) =>
        event.type === 'account.backendChanged'
          ? effectiveBackend(event.backendUrl, context.defaultBackendUrl)
          : context.backendUrl,
    }),
    persistBackend: ({ context, event }) =>
      event.type === 'account.backendChanged' &&
      context.stores.account.trigger.backendUrlSet({ backendUrl: event.backendUrl }),
  },
}).createMachine({
  id: 'account',
  context: ({ input }) => {
    const { account, backendUrl } = input.stores.account.getSnapshot().context;
    return {
      ...input,
      account,
      justLoggedIn: false,
      backendUrl: effectiveBackend(backendUrl, input.defaultBackendUrl),
      unsent: 0,
    };
  },
  invoke: { id: 'followStore', src: 'followStore', input: ({ context }) => context.stores.account },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'loggedIn', target: 'loggedIn' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: {
        'account.loggedIn': {
          target: 'loggedIn',
          actions: [{ type: 'logIn', params: ({ event }) => event.account }, 'persistLogin'],
        },
        'account.backendChanged': { actions: ['setBackend', 'persistBackend'] },
        'account.stored': [
          { guard: 'storedLogin', target: 'loggedIn', actions: 'adoptStored' },
          { actions: 'adoptBackend' },
        ],
      },
    },
    loggedIn: {
      initial: 'standingBy',
      exit: stopChild('sync'),
      invoke: {
        id: 'leadSync',
        src: 'leadSync',
        input: ({ context }) => ({
          userId: (context.account as StoredAccount).userId,
          locks: context.locks,
        }),
      },
      states: {
        /** Another tab runs the sync: this one waits to take over. */
        standingBy: {
          invoke: { id: 'announceShown', src: 'announceShown' },
          on: { 'sync.leading': 'loadingSync' },
        },
        loadingSync: {
          invoke: {
            id: 'loadSync',
            src: 'loadSync',
            onDone: {
              target: 'syncing',
              actions: { type: 'startSync', params: ({ event }) => event.output },
            },
            onError: 'syncUnavailable',
          },
        },
        /** Its code could not be loaded (offline, say): tried again a little later. */
        syncUnavailable: { after: { retryLoad: 'loadingSync' } },
        syncing: {
          on: {
            'xstate.done.actor.sync': {
              target: '#account.anonymous',
              actions: ['clear', 'persistClear'],
            },
          },
        },
      },
      on: {
        'account.updated': { actions: ['update', 'persistUpdate'] },
        'account.logout': 'loggingOut',
        'account.ended': { target: 'anonymous', actions: ['clear', 'persistClear'] },
        'account.backendChanged': {
          target: 'anonymous',
          actions: ['clear', 'persistClear', 'setBackend', 'persistBackend'],
        },
        'account.stored': [
          { guard: 'storedLogout', target: 'anonymous', actions: 'adoptStored' },
          {
            guard: 'storedOtherSession',
            target: 'loggedIn',
            reenter: true,
            actions: 'adoptStored',
          },
          { actions: 'adoptChanges' },
        ],
      },
    },
    loggingOut: {
      initial: 'flushing',
      states: {
        flushing: {
          invoke: {
            id: 'flush',
            src: 'flush',
            input: ({ context }) => ({
              backendUrl: context.backendUrl,
              account: context.account as StoredAccount,
              stores: context.stores,
              locks: context.locks,
            }),
            onDone: 'ending',
            onError: { target: 'unsent', actions: 'noteUnsent' },
          },
        },
        /** The backend cannot take the last changes now: logging out would lose them. */
        unsent: {
          on: {
            'account.logout.retry': 'flushing',
            'account.logout.force': 'ending',
            'account.logout.cancel': { target: '#account.loggedIn', actions: 'forgetUnsent' },
          },
        },
        ending: {
          invoke: {
            id: 'endSession',
            src: 'endSession',
            input: ({ context }) => ({
              backendUrl: context.backendUrl,
              account: context.account as StoredAccount,
            }),
            onDone: { target: '#account.anonymous', actions: ['clear', 'persistClear'] },
            onError: { target: '#account.anonymous', actions: ['clear', 'persistClear'] },
          },
        },
      },
      on: {
        'account.stored': { guard: 'storedLogout', target: 'anonymous', actions: 'adoptStored' },
      },
    },
  },
});
