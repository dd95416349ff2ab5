import type { SyncedSettingKey } from '../../contracts/backendAnswers.ts';
import type { Stores } from '../storage/index.ts';
import { importLocalData } from '../sync/account.ts';
import type { AccountApi } from '../sync/push.ts';
import { localSettingsOf } from '../sync/settings.ts';

/** What a direct migration copies: the account's data as this device holds it. */
export type MigrationStores = Pick<
  Stores,
  'bookmarks' | 'progress' | 'groupOrder' | 'preferences' | 'interfaceSettings' | 'sync'
>;

/**
 * Copies the account's data to its new backend (spec doc 1 §7): bookmarks and progress in batches
 * the backend accepts, then the settings and the group order, each with the time it was changed.
 * The copy is the device's: the account as last synced plus the changes not sent yet, so nothing
 * the viewer sees is left behind. It only reads the stores, and every write is an upsert, so a
 * copy that failed half-way can simply run again.
 */
export async function copyAccountData(target: AccountApi, stores: MigrationStores): Promise<void> {
  const { client, token, userId } = target;
  await importLocalData(
    target,
    stores.bookmarks.getSnapshot().context,
    stores.progress.getSnapshot().context,
  );
  const { settingChanges } = stores.sync.getSnapshot().context;
  const times = Object.fromEntries(
    Object.entries(settingChanges).map(([key, { at }]) => [key, at]),
  ) as Partial<Record<SyncedSettingKey, number>>;
  await client.saveSettings(token, userId, localSettingsOf(stores), times);
  const { order, changedAt } = stores.groupOrder.getSnapshot().context;
  if (order.length > 0) {
    await client.saveGroupOrder(token, userId, order, changedAt || undefined);
  }
}

/**
 * The migration's own sessions on the new backend end once the copy is done, so its devices list
 * shows only the logins the viewer makes there. Quietly: a session left over expires anyway.
 */
export async function endMigrationSessions(
  { client, token }: Pick<AccountApi, 'client' | 'token'>,
  sessionIds: readonly string[],
): Promise<void> {
  // The session whose token ends them goes last: the others need it alive.
  for (const sessionId of sessionIds) {
    await client.endSession(token, sessionId).catch(() => undefined);
  }
}
