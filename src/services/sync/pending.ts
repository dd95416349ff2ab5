import type { SyncedSettingKey, SyncedSettingValues } from '../../contracts/backendAnswers.ts';
import type {
  BookmarksState,
  GroupOrderState,
  ProgressState,
  StoredBookmark,
  SyncState,
} from '../../contracts/stored.ts';
import { isUnsynced } from '../storage/lww.ts';
import { type ProgressPart, progressParts } from './payloads.ts';

/**
 * What the device changed and the account does not hold yet, derived from the stores' change
 * times: each thing's latest change only, oldest first.
 */

export type BookmarkChange =
  | { action: 'add'; tmdbId: string; at: number; bookmark: StoredBookmark }
  | { action: 'delete'; tmdbId: string; at: number };

export type ProgressChange =
  | ({ action: 'upsert' } & ProgressPart)
  | { action: 'delete'; key: string; tmdbId: string; at: number };

/** Oldest first; at the same time a removal goes first (a title replaced by another type). */
const inOrder = <T extends { at: number; action: string }>(changes: T[]) =>
  changes.sort(
    (a, b) => a.at - b.at || Number(b.action === 'delete') - Number(a.action === 'delete'),
  );

export function pendingBookmarkChanges({
  bookmarks,
  removed,
  synced,
}: BookmarksState): BookmarkChange[] {
  const changes: BookmarkChange[] = [];
  for (const [tmdbId, bookmark] of Object.entries(bookmarks)) {
    if (isUnsynced(bookmark.updatedAt, synced[tmdbId])) {
      changes.push({ action: 'add', tmdbId, at: bookmark.updatedAt, bookmark });
    }
  }
  for (const [tmdbId, at] of Object.entries(removed)) {
    if (isUnsynced(at, synced[tmdbId])) changes.push({ action: 'delete', tmdbId, at });
  }
  return inOrder(changes);
}

/**
 * Removals of whole titles, and movies' and episodes' progress. A removal of one part is never a
 * change of this device: it only follows the account.
 */
export function pendingProgressChanges({
  items,
  removed,
  synced,
}: ProgressState): ProgressChange[] {
  const changes: ProgressChange[] = [];
  for (const [tmdbId, item] of Object.entries(items)) {
    for (const part of progressParts(tmdbId, item)) {
      if (isUnsynced(part.at, synced[part.key])) changes.push({ action: 'upsert', ...part });
    }
  }
  for (const [key, at] of Object.entries(removed)) {
    if (!key.includes('/') && isUnsynced(at, synced[key])) {
      changes.push({ action: 'delete', key, tmdbId: key, at });
    }
  }
  return inOrder(changes);
}

/** The group order, when it changed after what the account holds. */
export const pendingGroupOrder = ({ order, changedAt, syncedAt }: GroupOrderState) =>
  changedAt > syncedAt ? { order, at: changedAt } : null;

/** The settings changed here after what the account holds, with the time of each change. */
export interface SettingsChange {
  values: Partial<SyncedSettingValues>;
  times: Partial<Record<SyncedSettingKey, number>>;
}

export function pendingSettings({
  settingChanges,
  settingsSynced,
}: SyncState): SettingsChange | null {
  const pending = Object.entries(settingChanges).filter(([key, { at }]) =>
    isUnsynced(at, settingsSynced[key]),
  );
  if (pending.length === 0) return null;
  return {
    values: Object.fromEntries(pending.map(([key, { value }]) => [key, value])),
    times: Object.fromEntries(pending.map(([key, { at }]) => [key, at])),
  };
}
