import type { Stores } from './index.ts';

/** The stores a logout empties. */
export type AccountDataStores = Pick<
  Stores,
  'account' | 'bookmarks' | 'progress' | 'groupOrder' | 'preferences' | 'sync'
>;

/**
 * Logging out on this device (spec doc 1 §4): the account, bookmarks, progress, group order and
 * the file-host key go, and what the sync knew of the account; the chosen backend and the other settings stay with the device.
 */
export function clearAccountData(stores: AccountDataStores): void {
  stores.account.trigger.loggedOut();
  stores.bookmarks.trigger.cleared();
  stores.progress.trigger.cleared();
  stores.groupOrder.trigger.cleared();
  stores.preferences.trigger.set({ febboxKey: null });
  stores.sync.trigger.cleared();
}
