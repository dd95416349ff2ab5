import { backupFileName, backupOf } from '../../domain/backupFile.ts';
import type { BackupStores } from './importBackup.ts';

/** The backup of the stores' data at `now`: the file's content and its name. */
export function backupBlob(stores: BackupStores, now: Date): { blob: Blob; name: string } {
  const file = backupOf(
    {
      bookmarks: stores.bookmarks.getSnapshot().context,
      progress: stores.progress.getSnapshot().context,
      groupOrder: stores.groupOrder.getSnapshot().context,
    },
    now.getTime(),
  );
  return {
    blob: new Blob([JSON.stringify(file)], { type: 'application/json' }),
    name: backupFileName(now),
  };
}

/** How long the file's address outlives the click: some browsers start reading it only later. */
const REVOKE_AFTER_MS = 60_000;

/** Has the browser save `blob` as `name`, as a download link would. */
export function offerDownload(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Saves the backup of the stores' data now; answers the file's name. */
export function saveBackup(stores: BackupStores): string {
  const { blob, name } = backupBlob(stores, new Date());
  offerDownload(blob, name);
  return name;
}
