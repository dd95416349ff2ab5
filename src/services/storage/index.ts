import type { EventPayloadMap, StoreContext } from '@xstate/store';
import { noStorage } from './browser.ts';
import {
  createPersistedStore,
  type PersistedStore,
  type PersistedStoreDefinition,
  type PersistedStoreOptions,
} from './persistedStore.ts';
import type { StorageLike } from './safeStorage.ts';
import { accountStore } from './stores/account.ts';
import { bannersStore } from './stores/banners.ts';
import { bookmarksStore } from './stores/bookmarks.ts';
import { groupOrderStore } from './stores/groupOrder.ts';
import { hiddenBannersStore } from './stores/hiddenBanners.ts';
import { interfaceSettingsStore } from './stores/interfaceSettings.ts';
import { modalsStore } from './stores/modals.ts';
import { preferencesStore } from './stores/preferences.ts';
import { progressStore } from './stores/progress.ts';
import { subtitlesStore } from './stores/subtitles.ts';
import { syncStore } from './stores/sync.ts';
import { volumeStore } from './stores/volume.ts';

export type {
  AccountState,
  BannersState,
  BookmarksState,
  GroupOrderState,
  HiddenBannersState,
  InterfaceSettings,
  ModalsState,
  Preferences,
  ProgressState,
  SettingChange,
  StoredAccount,
  StoredBookmark,
  StoredEpisode,
  StoredProgressItem,
  StoredSeason,
  SubtitlesState,
  SyncState,
  VolumeState,
  WatchProgress,
} from '../../contracts/stored.ts';
export { browserSessionStorage, browserStorage } from './browser.ts';
export {
  changeStore,
  createPersistedStore,
  definePersistedStore,
  type PersistedStore,
  type PersistedStoreDefinition,
  type PersistedStoreOptions,
  refreshFromStorage,
  type StoreChange,
  type StoreOf,
} from './persistedStore.ts';
export type { StorageLike } from './safeStorage.ts';
export type { AccountProgress } from './stores/accountProgress.ts';
export { type BookmarkedMedia, bookmarkedMediaOf } from './stores/bookmarks.ts';
export type { CatalogueEntry, WatchedMedia, WatchedTitle } from './stores/progress.ts';
export { progressKey } from './stores/progressParts.ts';
export { DEFAULT_VOLUME } from './stores/volume.ts';

/**
 * The app's persisted stores, read from `storage` (fresh instances each call: one per app or test);
 * what lasts only the session from `session` (nowhere, so in memory only, unless given).
 */
export function createStores(
  storage: StorageLike,
  {
    session = noStorage,
    ...options
  }: Omit<PersistedStoreOptions, 'storage'> & {
    session?: StorageLike;
  } = {},
) {
  const open = { storage, ...options };
  const opened = new Map<object, unknown>();
  return {
    /**
     * A store of a page loaded later (onboarding, region), on the same storage: opened once, on
     * first use, so neither its code nor its data weighs on the home page.
     */
    opened<TContext extends StoreContext, TEvents extends EventPayloadMap>(
      definition: PersistedStoreDefinition<TContext, TEvents>,
    ): PersistedStore<TContext, TEvents> {
      if (!opened.has(definition)) opened.set(definition, createPersistedStore(definition, open));
      return opened.get(definition) as PersistedStore<TContext, TEvents>;
    },
    account: createPersistedStore(accountStore, open),
    preferences: createPersistedStore(preferencesStore, open),
    banners: createPersistedStore(bannersStore, open),
    hiddenBanners: createPersistedStore(hiddenBannersStore, { ...options, storage: session }),
    modals: createPersistedStore(modalsStore, open),
    bookmarks: createPersistedStore(bookmarksStore, open),
    progress: createPersistedStore(progressStore, open),
    groupOrder: createPersistedStore(groupOrderStore, open),
    volume: createPersistedStore(volumeStore, open),
    subtitles: createPersistedStore(subtitlesStore, open),
    interfaceSettings: createPersistedStore(interfaceSettingsStore, open),
    sync: createPersistedStore(syncStore, open),
  };
}

export type Stores = ReturnType<typeof createStores>;
export type AccountStore = Stores['account'];
export type PreferencesStore = Stores['preferences'];
export type BannersStore = Stores['banners'];
export type HiddenBannersStore = Stores['hiddenBanners'];
export type ModalsStore = Stores['modals'];
export type BookmarksStore = Stores['bookmarks'];
export type ProgressStore = Stores['progress'];
export type GroupOrderStore = Stores['groupOrder'];
export type VolumeStore = Stores['volume'];
export type SubtitlesStore = Stores['subtitles'];
export type InterfaceSettingsStore = Stores['interfaceSettings'];
export type SyncStore = Stores['sync'];
