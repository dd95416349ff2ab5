import { type SettingChange, type SyncState, syncStateSchema } from '../../../contracts/stored.ts';
import { changeTime, isLater, laterTimes } from '../lww.ts';
import { definePersistedStore } from '../persistedStore.ts';

const empty = (): SyncState => ({ epoch: 0, settingChanges: {}, settingsSynced: {} });

/** Per setting the later change of the two. */
function laterChanges(
  a: Readonly<Record<string, SettingChange>>,
  b: Readonly<Record<string, SettingChange>>,
): Record<string, SettingChange> {
  const result = { ...a };
  for (const [key, change] of Object.entries(b)) {
    const mine = result[key];
    if (!mine || isLater(change, mine)) result[key] = change;
  }
  return result;
}

/**
 * Two tabs' as one: the later change of each setting; what the account holds as the tab after the
 * later logout knows it (a logout keeps the changes).
 */
function mergeSync(local: SyncState, incoming: SyncState): SyncState {
  const settingChanges = laterChanges(local.settingChanges, incoming.settingChanges);
  if (local.epoch !== incoming.epoch) {
    const later = local.epoch > incoming.epoch ? local : incoming;
    return { ...later, settingChanges };
  }
  return {
    epoch: local.epoch,
    settingChanges,
    settingsSynced: laterTimes(local.settingsSynced, incoming.settingsSynced),
  };
}

/**
 * The synced settings' side of the sync (spec doc 1 §3, §4): each setting's latest change on this
 * device, and what the account holds, so that the sync pushes what changed after it.
 */
export const syncStore = definePersistedStore({
  key: '__MW::sync',
  versions: [
    // Version 0 kept the settings as last pushed; version 1 keeps changes, and refetches the rest.
    { version: 0, migrate: empty },
    { version: 1, schema: syncStateSchema, create: empty },
  ],
  merge: mergeSync,
  on: {
    /**
     * The user changed these settings at `at`, each dated no earlier than just after the version it
     * replaces (`changeTime`): the device's clock may be behind the account's.
     */
    settingsChanged: (
      context,
      { changes, at }: { changes: Readonly<Record<string, unknown>>; at: number },
    ) => ({
      ...context,
      settingChanges: laterChanges(
        context.settingChanges,
        Object.fromEntries(
          Object.entries(changes).map(([key, value]) => [
            key,
            {
              value: value ?? null,
              at: changeTime(
                at,
                Math.max(
                  context.settingChanges[key]?.at ?? Number.NEGATIVE_INFINITY,
                  context.settingsSynced[key] ?? Number.NEGATIVE_INFINITY,
                ),
              ),
            } as SettingChange,
          ]),
        ),
      ),
    }),
    /** Logout (spec doc 1 §4): another account holds none of this device's settings yet. */
    cleared: (context) => ({ ...context, epoch: context.epoch + 1, settingsSynced: {} }),
  },
});
