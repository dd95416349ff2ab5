import type { SyncedSettingValues } from '../../contracts/backendAnswers.ts';
import type { Stores } from './index.ts';

/**
 * The user changes synced settings (spec doc 1 §3): the device takes them on, and the sync store
 * records them with the time, for the account.
 */
export function changeSettings(
  stores: Pick<Stores, 'preferences' | 'interfaceSettings' | 'sync'>,
  changes: Partial<SyncedSettingValues>,
  at: number = Date.now(),
): void {
  stores.preferences.trigger.set(changes);
  stores.interfaceSettings.trigger.set(changes);
  stores.sync.trigger.settingsChanged({ changes, at });
}
