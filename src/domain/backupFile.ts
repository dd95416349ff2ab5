import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile } from '../contracts/backupFile.ts';
import type { BookmarksState, GroupOrderState, ProgressState } from '../contracts/stored.ts';

/** What a backup holds: the stores' data, as they keep it. */
export interface BackupData {
  bookmarks: BookmarksState;
  progress: ProgressState;
  groupOrder: GroupOrderState;
}

/** The backup file of this data, exported at `now` (epoch milliseconds). */
export function backupOf({ bookmarks, progress, groupOrder }: BackupData, now: number): BackupFile {
  // An order never set (empty, dated 0) is left out rather than dated 1970.
  const ordered = groupOrder.changedAt > 0 || groupOrder.order.length > 0;
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(now).toISOString(),
    bookmarks: bookmarks.bookmarks,
    progress: progress.items,
    ...(ordered && { groupOrder: { order: groupOrder.order, updatedAt: groupOrder.changedAt } }),
  };
}

/** `flicker-backup-2026-11-26.json`: the day of `now`, in the viewer's time zone. */
export function backupFileName(now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `flicker-backup-${day}.json`;
}
