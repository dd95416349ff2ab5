import { createPersistedStore, type PersistedStoreOptions } from './persistedStore.ts';
import type { StorageLike } from './safeStorage.ts';
import { accountStore } from './stores/account.ts';
import { bannersStore } from './stores/banners.ts';
import { modalsStore } from './stores/modals.ts';
import { preferencesStore } from './stores/preferences.ts';

export type {
  AccountState,
  BannersState,
  ModalsState,
  Preferences,
  StoredAccount,
} from '../../contracts/stored.ts';
export { browserStorage } from './browser.ts';
export {
  createPersistedStore,
  definePersistedStore,
  type PersistedStore,
  type PersistedStoreDefinition,
  type PersistedStoreOptions,
} from './persistedStore.ts';
export type { StorageLike } from './safeStorage.ts';

/** The app's persisted stores, read from `storage` (fresh instances each call: one per app or test). */
export function createStores(
  storage: StorageLike,
  options: Omit<PersistedStoreOptions, 'storage'> = {},
) {
  const open = { storage, ...options };
  return {
    account: createPersistedStore(accountStore, open),
    preferences: createPersistedStore(preferencesStore, open),
    banners: createPersistedStore(bannersStore, open),
    modals: createPersistedStore(modalsStore, open),
  };
}

export type Stores = ReturnType<typeof createStores>;
export type AccountStore = Stores['account'];
export type PreferencesStore = Stores['preferences'];
export type BannersStore = Stores['banners'];
export type ModalsStore = Stores['modals'];
