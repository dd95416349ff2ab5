import type {
  BookmarksState,
  GroupOrderState,
  ProgressState,
  SettingChange,
  StoredBookmark,
  SyncState,
} from '../../contracts/stored.ts';
import { type ChangeTimes, isUnsynced, laterTimes, sameData } from './lww.ts';
import type { StoreChange } from './persistedStore.ts';
import { type AccountProgress, withAccountProgress } from './stores/accountProgress.ts';
import { titleIds, type Version, versionOf, withVersion } from './stores/bookmarkVersions.ts';
import { sameOrder } from './stores/groupOrder.ts';

/**
 * What the sync learns of the account, as changes of the stores (`changeStore`), loaded with the
 * sync rather than with the first page. Each is told the epoch of the stores the sync started in,
 * and changes nothing after a logout since then, in any tab: its news is of no account any more.
 */

const inEpoch =
  <T extends { epoch: number }>(epoch: number, change: (state: T) => T | undefined) =>
  (state: T): T | undefined =>
    state.epoch === epoch ? change(state) : undefined;

/** The account holds these changes now (key and time of each): pushed, imported, or given up on. */
const synced = <T extends { epoch: number; synced: ChangeTimes }>(
  changes: Iterable<readonly [string, number]>,
  epoch: number,
): StoreChange<T> =>
  inEpoch(epoch, (state) => ({
    ...state,
    synced: laterTimes(state.synced, Object.fromEntries(changes)),
  }));

/** What a bookmark shows, whatever its time. */
const contentOf = ({ updatedAt: _at, ...content }: StoredBookmark) => content;

/**
 * The account's bookmarks, fetched: every title with no change still to push here becomes what the
 * account holds; one the account no longer has is removed. What the device takes on is stamped no
 * earlier than its own version, so another tab still holding that older version cannot bring it back.
 */
function withAccountBookmarks(
  state: BookmarksState,
  account: Readonly<Record<string, StoredBookmark>>,
): BookmarksState {
  let next = state;
  for (const tmdbId of new Set([...titleIds(state), ...Object.keys(account)])) {
    const mine = versionOf(state, tmdbId);
    if (mine && isUnsynced(mine.at, state.synced[tmdbId])) continue;
    const theirs = account[tmdbId];
    let version: Version | undefined = mine;
    if (theirs && !(mine?.bookmark && sameData(contentOf(mine.bookmark), contentOf(theirs)))) {
      const at = Math.max(theirs.updatedAt, mine ? mine.at + 1 : Number.NEGATIVE_INFINITY);
      version = { at, bookmark: { ...theirs, updatedAt: at } };
    } else if (!theirs && mine?.bookmark) {
      version = { at: mine.at, bookmark: null };
    }
    next = withVersion(next, tmdbId, version);
    if (version) next = { ...next, synced: laterTimes(next.synced, { [tmdbId]: version.at }) };
  }
  return next;
}

export const bookmarksFetched = (
  account: Readonly<Record<string, StoredBookmark>>,
  epoch: number,
): StoreChange<BookmarksState> => inEpoch(epoch, (state) => withAccountBookmarks(state, account));

export const bookmarksSynced = (
  changes: readonly { tmdbId: string; at: number }[],
  epoch: number,
): StoreChange<BookmarksState> =>
  synced(
    changes.map(({ tmdbId, at }) => [tmdbId, at] as const),
    epoch,
  );

/** The account's progress, fetched (see `withAccountProgress`). */
export const progressFetched = (
  rows: readonly AccountProgress[],
  epoch: number,
): StoreChange<ProgressState> => inEpoch(epoch, (state) => withAccountProgress(state, rows));

/** By progress key. */
export const progressSynced = (
  changes: readonly { key: string; at: number }[],
  epoch: number,
): StoreChange<ProgressState> =>
  synced(
    changes.map(({ key, at }) => [key, at] as const),
    epoch,
  );

/**
 * The account's order of the bookmark groups, fetched: taken unless the order changed here after
 * the account's. Stamped later than this tab's version, so another tab still holding it cannot bring
 * it back.
 */
export const groupOrderFetched = (order: string[], epoch: number): StoreChange<GroupOrderState> =>
  inEpoch(epoch, (state) => {
    if (state.changedAt > state.syncedAt || sameOrder(state.order, order)) return undefined;
    const at = Math.max(state.changedAt, state.syncedAt) + 1;
    return { ...state, order, changedAt: at, syncedAt: at };
  });

/** The account holds the order changed at `at`. */
export const groupOrderSynced = (at: number, epoch: number): StoreChange<GroupOrderState> =>
  inEpoch(epoch, (state) => (at > state.syncedAt ? { ...state, syncedAt: at } : undefined));

/**
 * The account holds these settings' changes of these times; `filled` are the device's values of
 * settings the account lacks, to push as changes older than any the user made.
 */
export const settingsSynced = (
  times: ChangeTimes,
  epoch: number,
  filled: Readonly<Record<string, unknown>> = {},
): StoreChange<SyncState> =>
  inEpoch(epoch, (state) => ({
    ...state,
    settingChanges: {
      ...Object.fromEntries(
        Object.entries(filled).map(([key, value]) => [
          key,
          { value: value ?? null, at: 0 } as SettingChange,
        ]),
      ),
      ...state.settingChanges,
    },
    settingsSynced: laterTimes(state.settingsSynced, times),
  }));
