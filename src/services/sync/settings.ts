import type { SettingsInput, SyncedSettings } from '../../contracts/backend.ts';

/** The synced settings as the device has them (its preferences and interface settings). */
export type LocalSettings = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The settings changed on the device since they were last pushed or fetched; `pushed` null means
 * none were yet (just logged in: the fetch decides first).
 */
export function unpushedSettings(
  local: LocalSettings,
  pushed: LocalSettings | null,
): SettingsInput | null {
  if (pushed === null) return null;
  const changed = Object.entries(local).filter(([key, value]) => !same(value, pushed[key]));
  return changed.length === 0 ? null : (Object.fromEntries(changed) as SettingsInput);
}

/**
 * The account's settings as fetched, merged with the device's: a setting the account has wins,
 * unless it changed on the device and is not pushed yet. Returns what the device applies, and what
 * the account is now known to hold (the base of the next `unpushedSettings`): a setting the account
 * lacks then shows as changed, so the device's value is pushed.
 */
export function restoredSettings(
  fetched: SyncedSettings,
  local: LocalSettings,
  pushed: LocalSettings | null,
): { apply: LocalSettings; pushed: LocalSettings } {
  const pending = unpushedSettings(local, pushed) ?? {};
  const onAccount = Object.fromEntries(
    Object.entries(fetched).filter(([key, value]) => value !== null && key in local),
  );
  const apply = Object.fromEntries(Object.entries(onAccount).filter(([key]) => !(key in pending)));
  return { apply, pushed: onAccount };
}
