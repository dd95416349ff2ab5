import { assign, fromPromise, setup } from 'xstate';
import { SESSION_REJECTED_STATUSES } from '../../services/backend/status.ts';
import { reloadPage } from '../../services/browser/page.ts';
import type { StoredAccount } from '../../services/storage/index.ts';
import { type AccountDataStores, clearAccountData } from '../../services/storage/logOut.ts';
import { failedWith } from '../failedWith.ts';

export interface BootInput {
  stores: AccountDataStores;
  /** The backend of the configuration; an account may point at another (a "custom" backend). */
  defaultBackendUrl: string;
}

interface BootContext {
  stores: AccountDataStores;
  account: StoredAccount | null;
  /** The account's own backend, or null for the configured default. */
  backendUrl: string | null;
  defaultBackendUrl: string;
}

type BootEvent = { type: 'boot.logout' } | { type: 'boot.reload' } | { type: 'boot.resetBackend' };

/**
 * App start (spec doc 1 §2, doc 3 §4): with an account, its profile is loaded first. A rejected
 * session (400/401/403) logs out locally; any other failure shows "Failed to load your profile"
 * with log out, reload and — only for a backend other than the default — reset backend.
 */
export const bootMachine = setup({
  types: {
    input: {} as BootInput,
    context: {} as BootContext,
    events: {} as BootEvent,
  },
  actors: {
    // The backend client loads with the first account: a visitor without one never needs it.
    loadUser: fromPromise(
      async ({
        input,
        signal,
      }: {
        input: { backendUrl: string; token: string };
        signal: AbortSignal;
      }) => {
        const { fetchMe } = await import('../../services/backend/user.ts');
        return fetchMe(input.backendUrl, input.token, signal);
      },
    ),
  },
  guards: {
    anonymous: ({ context }) => context.account === null,
    sessionRejected: failedWith(SESSION_REJECTED_STATUSES),
    customBackend: ({ context }) =>
      context.backendUrl !== null && context.backendUrl !== context.defaultBackendUrl,
  },
  actions: {
    logOut: assign({ account: null }),
    persistLogout: ({ context }) => clearAccountData(context.stores),
    resetBackend: assign({ backendUrl: null }),
    persistBackend: ({ context }) =>
      context.stores.account.trigger.backendUrlSet({ backendUrl: null }),
    reloadPage: () => reloadPage(),
  },
}).createMachine({
  id: 'boot',
  initial: 'loading',
  context: ({ input }) => {
    const { account, backendUrl } = input.stores.account.getSnapshot().context;
    return {
      stores: input.stores,
      account,
      backendUrl,
      defaultBackendUrl: input.defaultBackendUrl,
    };
  },
  states: {
    loading: {
      always: { guard: 'anonymous', target: 'ready' },
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({
          backendUrl: context.backendUrl ?? context.defaultBackendUrl,
          token: context.account?.token ?? '',
        }),
        onDone: 'ready',
        onError: [
          { guard: 'sessionRejected', target: 'ready', actions: ['logOut', 'persistLogout'] },
          { target: 'userLoadFailed' },
        ],
      },
    },
    userLoadFailed: {
      on: {
        'boot.logout': { target: 'ready', actions: ['logOut', 'persistLogout'] },
        'boot.reload': { actions: 'reloadPage' },
        'boot.resetBackend': {
          guard: 'customBackend',
          target: 'loading',
          actions: ['resetBackend', 'persistBackend'],
        },
      },
    },
    ready: { type: 'final' },
  },
});
