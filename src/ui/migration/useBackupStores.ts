import { useMemo } from 'react';
import type { BackupStores } from '../../services/migration/importBackup.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';

/** The stores a backup is made of: the device's, which are the account's too once synced. */
export function useBackupStores(): BackupStores {
  const { bookmarks, progress, groupOrder } = useAppStores();
  return useMemo(() => ({ bookmarks, progress, groupOrder }), [bookmarks, progress, groupOrder]);
}
