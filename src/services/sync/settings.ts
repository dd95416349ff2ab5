import type { SyncedSettingKey, SyncedSettingValues } from '../../contracts/backendAnswers.ts';
import type { SyncState } from '../../contracts/stored.ts';
import type { AccountSettings } from '../backend/answers.ts';
import type { Stores } from '../storage/index.ts';
import { isUnsynced } from '../storage/lww.ts';

/** The synced settings as the device has them (its preferences and interface settings). */
export type LocalSettings = Partial<SyncedSettingValues>;

export const localSettingsOf = ({
  preferences,
  interfaceSettings,
}: Pick<Stores, 'preferences' | 'interfaceSettings'>): LocalSettings => ({
  ...preferences.getSnapshot().context,
  ...interfaceSettings.getSnapshot().context,
});

/** What the device does with the account's settings, fetched. */
export interface SettingsRestore {
  /** The account's values the device takes on. */
  apply: LocalSettings;
  /** Per setting, the time of the change the account is known to hold. */
  synced: Partial<Record<SyncedSettingKey, number>>;
  /** The device's values of settings the account has none of: to push, losing to any change. */
  filled: LocalSettings;
}

/**
 * The account's settings merged with the device's (spec doc 1 §4, DESIGN.md §8): a setting changed
 * here and not pushed yet stays as it is; otherwise the account's value is taken — including a
 * null one, when the backend says when it was set (ours does). A setting the account has no value
 * of gets the device's, unless the device had set one and the account was changed since.
 */
export function settingsFromAccount(
  account: AccountSettings,
  local: LocalSettings,
  { settingChanges, settingsSynced }: SyncState,
): SettingsRestore {
  const restore: SettingsRestore = { apply: {}, synced: {}, filled: {} };
  for (const [key, value] of Object.entries(account.values) as [SyncedSettingKey, unknown][]) {
    const change = settingChanges[key];
    if (change && isUnsynced(change.at, settingsSynced[key])) continue;
    const time = account.times[key];
    if (value !== null || time !== undefined || change) {
      (restore.apply as Record<string, unknown>)[key] = value;
      restore.synced[key] = time ?? change?.at ?? 0;
    } else if (local[key] !== null && local[key] !== undefined) {
      (restore.filled as Record<string, unknown>)[key] = local[key];
    }
  }
  return restore;
}
