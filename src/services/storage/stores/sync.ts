import { type SyncState, syncStateSchema } from '../../../contracts/stored.ts';
import { definePersistedStore } from '../persistedStore.ts';

type Settings = NonNullable<SyncState['pushedSettings']>;
/** Synced settings are JSON values by their own schemas (contracts/backend.ts). */
const asJson = (settings: object) => settings as Settings;

/** What the sync knows the account holds, beside the update queues of the data stores. */
export const syncStore = definePersistedStore({
  key: '__MW::sync',
  versions: [
    { version: 0, schema: syncStateSchema, create: (): SyncState => ({ pushedSettings: null }) },
  ],
  on: {
    /** Fetched from the account: all it holds. */
    settingsFetched: (_, { settings }: { settings: object }) => ({
      pushedSettings: asJson(settings),
    }),
    /** Pushed to the account: these changed. */
    settingsPushed: (context, { settings }: { settings: object }) => ({
      pushedSettings: { ...context.pushedSettings, ...asJson(settings) },
    }),
    /** Logout. */
    cleared: () => ({ pushedSettings: null }),
  },
});
