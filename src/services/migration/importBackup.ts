import type { StoreContext } from '@xstate/store';
import type { BookmarksState, ProgressState } from '../../contracts/stored.ts';
import { BackupError } from '../../domain/backupProblems.ts';
import type { BackupReading } from '../../domain/backupRecords.ts';
import type { BookmarksStore, GroupOrderStore, ProgressStore } from '../storage/index.ts';
import { sameData } from '../storage/lww.ts';
import { changeStore, type StoreChange } from '../storage/persistedStore.ts';
import { bookmarksStore } from '../storage/stores/bookmarks.ts';
import { later, type Version, versionOf } from '../storage/stores/bookmarkVersions.ts';
import { groupOrderStore, mergeOrders } from '../storage/stores/groupOrder.ts';
import { progressStore } from '../storage/stores/progress.ts';
import { mergeProgress } from '../storage/stores/progressParts.ts';
import { inChunks, yieldToPage } from './chunks.ts';

/**
 * What storage holds under a store's key: to check that an import was stored, and not only kept in
 * memory (the stores' own writes never throw).
 */
export type StoredText = (key: string) => string | null;

/** The stores a backup is made of and imported into. */
export interface BackupStores {
  bookmarks: BookmarksStore;
  progress: ProgressStore;
  groupOrder: GroupOrderStore;
}

/**
 * The bookmarks with these imported: per title the later change, by the store's own rule (`later`),
 * so a bookmark removed here after the backup was made stays removed. Nothing here is removed.
 */
function withImportedBookmarks(
  state: BookmarksState,
  imported: readonly [string, BookmarksState['bookmarks'][string]][],
): BookmarksState {
  const bookmarks = { ...state.bookmarks };
  const removed = { ...state.removed };
  for (const [tmdbId, bookmark] of imported) {
    const theirs: Version = { at: bookmark.updatedAt, bookmark };
    const mine = versionOf(state, tmdbId);
    if (mine && later(mine, theirs) === mine) continue;
    bookmarks[tmdbId] = bookmark;
    delete removed[tmdbId];
  }
  return { ...state, bookmarks, removed };
}

/** The progress with these items imported: per part the later change (`mergeProgress`). */
const withImportedProgress =
  (imported: ProgressState['items']): StoreChange<ProgressState> =>
  (state) =>
    mergeProgress(state, { epoch: state.epoch, items: imported, removed: {}, synced: {} });

/** A persisted store holding `TContext`, as `changeStore` changes it. */
interface StoreOfData<TContext> {
  send(event: never): void;
  getSnapshot(): { context: TContext };
}

/**
 * Changes a store and checks that storage took the change. A browser whose storage is full (or
 * blocked) keeps the store's data in memory only, and it would be gone after a reload: the change
 * is then undone, so what the page shows is what is stored. Synchronous, so nothing comes between.
 */
function changedAndStored<TContext extends StoreContext>(
  store: StoreOfData<TContext>,
  key: string,
  storedText: StoredText,
  change: StoreChange<TContext>,
): boolean {
  const before = store.getSnapshot().context;
  const storedBefore = storedText(key);
  changeStore(store, change);
  const after = store.getSnapshot().context;
  if (storedText(key) !== storedBefore || sameData(after, before)) return true;
  changeStore(store, () => before);
  return false;
}

/**
 * Imports a backup into the stores (spec doc 1 §2, §4): into the account when logged in (the sync
 * pushes what is newer than the account's), on this device otherwise. It merges — of a title's two
 * versions the later change wins — and never deletes. In chunks, the page getting its turn between
 * them. Throws `storageFull` with how many records were imported when storage takes no more.
 */
export async function importBackup(
  stores: BackupStores,
  reading: BackupReading,
  storedText: StoredText,
): Promise<void> {
  const bookmarks = Object.entries(reading.bookmarks);
  const progress = Object.entries(reading.progress);
  const total = bookmarks.length + progress.length;
  let saved = 0;
  const take = <TContext extends StoreContext>(
    store: StoreOfData<TContext>,
    key: string,
    change: StoreChange<TContext>,
  ) => {
    if (!changedAndStored(store, key, storedText, change)) {
      throw new BackupError({ kind: 'storageFull', saved, total });
    }
  };

  for (const chunk of inChunks(bookmarks)) {
    take(stores.bookmarks, bookmarksStore.key, (state) => withImportedBookmarks(state, chunk));
    saved += chunk.length;
    await yieldToPage();
  }
  for (const chunk of inChunks(progress)) {
    take(stores.progress, progressStore.key, withImportedProgress(Object.fromEntries(chunk)));
    saved += chunk.length;
    await yieldToPage();
  }
  const { groupOrder } = reading;
  if (groupOrder) {
    take(stores.groupOrder, groupOrderStore.key, (state) =>
      mergeOrders(state, {
        epoch: state.epoch,
        order: groupOrder.order,
        changedAt: groupOrder.updatedAt,
        syncedAt: 0,
      }),
    );
  }
}
