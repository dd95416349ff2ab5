import { type AnyActorLogic, assign, fromPromise, setup, stopChild } from 'xstate';
import type { StoredAccount } from '../../contracts/stored.ts';
import type { Stores } from '../../services/storage/index.ts';
import { clearAccountData } from '../../services/storage/logOut.ts';
import type { SyncInput, SyncStores, syncMachine } from './sync.machine.ts';

/** The sync and the backend client load with the first login: most visitors never need them. */
const loadSyncMachine = async () => (await import('./sync.machine.ts')).syncMachine;
const loadBackendClient = async () =>
  (await import('../../services/backend/client.ts')).createBackendClient;

export interface AccountInput {
  stores: Pick<Stores, 'account'> & SyncStores;
  /** The configured backend; the device may have chosen another (`backendUrl` in the store). */
  defaultBackendUrl: string;
}

interface AccountContext extends AccountInput {
  account: StoredAccount | null;
  /** Logged in by this device's login or registration (not at start): its data joins the account. */
  justLoggedIn: boolean;
  /** The backend the account lives on: the device's choice, else the configured one. */
  backendUrl: string;
}

type AccountEvent =
  | { type: 'account.loggedIn'; account: StoredAccount }
  | { type: 'account.updated'; changes: Partial<Pick<StoredAccount, 'deviceName' | 'profile'>> }
  | { type: 'account.logout' }
  /** The session is gone on the backend (rejected, ended elsewhere, account deleted): clear locally. */
  | { type: 'account.ended' }
  /** Null: back to the configured backend. An account belongs to its backend: it logs out. */
  | { type: 'account.backendChanged'; backendUrl: string | null }
  /** The sync ended: the backend no longer knows the session. */
  | { type: 'xstate.done.actor.sync' };

const effectiveBackend = (stored: string | null, fallback: string) => stored || fallback;

/**
 * The account of this device (spec doc 1 §4, §6): anonymous, or logged in after a login or a
 * registration, when the sync runs. Logging out ends the session on the backend when it can (a failure does not keep
 * anyone logged in) and clears the account's data on the device.
 */
export const accountMachine = setup({
  types: {
    input: {} as AccountInput,
    context: {} as AccountContext,
    events: {} as AccountEvent,
  },
  actors: {
    loadSync: fromPromise<typeof syncMachine>(loadSyncMachine),
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
  },
  delays: {
    retryLoad: 30_000,
  },
  actions: {
    logIn: assign({ account: (_, account: StoredAccount) => account, justLoggedIn: true }),
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
          },
        },
      );
      return {};
    }),
    persistLogin: ({ context }) =>
      context.account && context.stores.account.trigger.loggedIn({ account: context.account }),
    update: assign({
      account: ({ context, event }) =>
        event.type === 'account.updated' && context.account
          ? { ...context.account, ...event.changes }
          : context.account,
    }),
    clear: assign({ account: null }),
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
    };
  },
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
      },
    },
    loggedIn: {
      initial: 'loadingSync',
      exit: stopChild('sync'),
      states: {
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
        'account.updated': { actions: ['update', 'persistLogin'] },
        'account.logout': 'loggingOut',
        'account.ended': { target: 'anonymous', actions: ['clear', 'persistClear'] },
        'account.backendChanged': {
          target: 'anonymous',
          actions: ['clear', 'persistClear', 'setBackend', 'persistBackend'],
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({
          backendUrl: context.backendUrl,
          account: context.account as StoredAccount,
        }),
        onDone: { target: 'anonymous', actions: ['clear', 'persistClear'] },
        onError: { target: 'anonymous', actions: ['clear', 'persistClear'] },
      },
    },
  },
});
