import { type SyncState, syncStateSchema } from '../../../contracts/stored.ts';
import { definePersistedStore } from '../persistedStore.ts';

type Settings = NonNullable<SyncState['pushedSettings']>;

/** What the sync knows the account holds, beside the update queues of the data stores. */
export const syncStore = definePersistedStore({
  key: '__MW::sync',
  versions: [
    { version: 0, schema: syncStateSchema, create: (): SyncState => ({ pushedSettings: null }) },
  ],
  on: {
    /** Fetched from the account: all it holds. */
    settingsFetched: (_, { settings }: { settings: Settings }) => ({ pushedSettings: settings }),
    /** Pushed to the account: these changed. */
    settingsPushed: (context, { settings }: { settings: Settings }) => ({
      pushedSettings: { ...context.pushedSettings, ...settings },
    }),
    /** Logout. */
    cleared: () => ({ pushedSettings: null }),
  },
});
