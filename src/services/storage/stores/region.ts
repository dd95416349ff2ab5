import { regionStateSchema } from '../../../contracts/region.ts';
import type { RegionChoice } from '../../../domain/regions.ts';
import {
  createPersistedStore,
  definePersistedStore,
  type PersistedStoreOptions,
} from '../persistedStore.ts';

/**
 * The region of the file-host API's servers (spec doc 1 §3, §4): detected, or picked by the user.
 * Not among the app's stores (`createStores`): only the pages that need a region open it.
 */
export const regionStore = definePersistedStore({
  key: '__MW::region',
  versions: [
    {
      version: 0,
      schema: regionStateSchema,
      create: () => ({ region: null, lastChecked: null, userPicked: false }),
    },
  ],
  on: {
    /** The rules of what is stored are the region machine's (machines/setup/region.machine.ts). */
    changed: (_context, { choice }: { choice: RegionChoice }) => choice,
  },
});

/** Opens the region store where it is used (a page's view, a test). */
export const openRegionStore = (options: PersistedStoreOptions) =>
  createPersistedStore(regionStore, options);

export type RegionStore = ReturnType<typeof openRegionStore>;
