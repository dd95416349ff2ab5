import { useCallback } from 'react';
import type { SyncedSettingValues } from '../../contracts/backendAnswers.ts';
import { changeSettings } from '../../services/storage/settings.ts';
import { useAppStores } from '../browse/details/useAppStores.ts';

/** Changes synced settings as the user's own change, which the sync pushes to the account. */
export function useChangeSettings() {
  const stores = useAppStores();
  return useCallback(
    (changes: Partial<SyncedSettingValues>) => changeSettings(stores, changes),
    [stores],
  );
}
