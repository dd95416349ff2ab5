import { accountStateSchema, type StoredAccount } from '../../../contracts/stored.ts';
import { definePersistedStore } from '../persistedStore.ts';

/**
 * Version 0 kept the chosen backend inside the account, so it could not outlive a logout; from
 * version 1 it sits beside the account.
 */
interface AccountStateV0 {
  account: (StoredAccount & { backendUrl?: string | null }) | null;
}

/** The account and the chosen backend (spec doc 1 §3, §4). */
export const accountStore = definePersistedStore({
  key: '__MW::auth',
  versions: [
    {
      version: 0,
      migrate: ({ account }: AccountStateV0) => {
        if (account === null) return { account: null, backendUrl: null };
        const { backendUrl = null, ...rest } = account;
        return { account: rest, backendUrl };
      },
    },
    { version: 1, schema: accountStateSchema, create: () => ({ account: null, backendUrl: null }) },
  ],
  on: {
    loggedIn: (context, { account }: { account: StoredAccount }) => ({ ...context, account }),
    /**
     * The session's name or profile changed. Only while that session is the one stored: a tab
     * that has not heard of a logout elsewhere must not bring the account back.
     */
    updated: (
      context,
      { sessionId, changes }: { sessionId: string; changes: Partial<StoredAccount> },
    ) =>
      context.account?.sessionId === sessionId
        ? { ...context, account: { ...context.account, ...changes } }
        : undefined,
    /** The chosen backend stays: it belongs to the device, not to the account. */
    loggedOut: (context) => ({ ...context, account: null }),
    backendUrlSet: (context, { backendUrl }: { backendUrl: string | null }) => ({
      ...context,
      backendUrl,
    }),
  },
});
