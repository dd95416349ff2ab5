import {
  bookmarksSynced,
  groupOrderSynced,
  progressSynced,
  settingsSynced,
} from '../storage/accountChanges.ts';
import { changeStore, refreshFromStorage, type Stores } from '../storage/index.ts';
import {
  pendingBookmarkChanges,
  pendingGroupOrder,
  pendingProgressChanges,
  pendingSettings,
} from './pending.ts';
import { type AccountApi, type PushOutcome, type PushWork, pushChanges } from './push.ts';

/** The stores the sync reads what to push from, and records what the account holds in. */
export type PushStores = Pick<Stores, 'bookmarks' | 'progress' | 'groupOrder' | 'sync'>;

/**
 * The epochs of the stores (each counts the logouts): what a sync learns of the account is told
 * with those it started in, so that none of it lands after a logout in any tab.
 */
export interface Epochs {
  bookmarks: number;
  progress: number;
  groupOrder: number;
  sync: number;
}

/** Takes in what other tabs wrote to the stores a push reads and they have not heard of yet. */
function refreshPushStores({ bookmarks, progress, groupOrder, sync }: PushStores): void {
  for (const store of [bookmarks, progress, groupOrder, sync]) refreshFromStorage(store);
}

/** The stores' epochs as storage has them now (a logout in another tab may not be heard yet). */
export function epochsOf(stores: PushStores): Epochs {
  refreshPushStores(stores);
  const { bookmarks, progress, groupOrder, sync } = stores;
  return {
    bookmarks: bookmarks.getSnapshot().context.epoch,
    progress: progress.getSnapshot().context.epoch,
    groupOrder: groupOrder.getSnapshot().context.epoch,
    sync: sync.getSnapshot().context.epoch,
  };
}

/** Everything still to push, as storage has it now (changes of other tabs not heard yet too). */
export function pendingWork(stores: PushStores): PushWork {
  refreshPushStores(stores);
  return {
    settings: pendingSettings(stores.sync.getSnapshot().context),
    groupOrder: pendingGroupOrder(stores.groupOrder.getSnapshot().context),
    bookmarks: pendingBookmarkChanges(stores.bookmarks.getSnapshot().context),
    progress: pendingProgressChanges(stores.progress.getSnapshot().context),
  };
}

/** How many changes are still to push. */
export function pendingCount(stores: PushStores): number {
  const work = pendingWork(stores);
  return (
    Object.keys(work.settings?.values ?? {}).length +
    (work.groupOrder ? 1 : 0) +
    work.bookmarks.length +
    work.progress.length
  );
}

/** The account holds what a round pushed (or dropped): the stores take note. */
export function applyPushOutcome(stores: PushStores, outcome: PushOutcome, epochs: Epochs): void {
  changeStore(stores.sync, settingsSynced(outcome.settings, epochs.sync));
  if (outcome.groupOrder !== null) {
    changeStore(stores.groupOrder, groupOrderSynced(outcome.groupOrder, epochs.groupOrder));
  }
  changeStore(stores.bookmarks, bookmarksSynced(outcome.bookmarks, epochs.bookmarks));
  changeStore(stores.progress, progressSynced(outcome.progress, epochs.progress));
}

/** One round: what is still to push, pushed, and noted (by a sync of these `epochs`). */
export async function pushRound(
  api: AccountApi,
  stores: PushStores,
  epochs: Epochs = epochsOf(stores),
): Promise<PushOutcome> {
  const outcome = await pushChanges(api, pendingWork(stores));
  applyPushOutcome(stores, outcome, epochs);
  return outcome;
}
