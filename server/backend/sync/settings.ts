import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type SettingsInput,
  type SyncedSettings,
  settingsPutBodySchema,
  syncedSettingsShape,
  userIdParamsSchema,
} from '../../../src/contracts/backend.ts';
import { type StoredSettings, userSettings } from '../../db/schema.ts';
import type { BackendContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { ACCOUNT_QUOTAS } from '../limits.ts';
import { ownParams } from './access.ts';
import { excluded } from './bulk.ts';
import { clientTime } from './clientTime.ts';
import { refuseSettingsOver } from './quotas.ts';

const settingKeys = Object.keys(syncedSettingsShape) as (keyof typeof syncedSettingsShape)[];

type StoredRow = Pick<typeof userSettings.$inferSelect, 'settings' | 'updatedAt'>;

/**
 * A body's settings as stored, and the time of each (epoch ms; a key sent without one: now).
 * `debridToken`, P-Stream's name of our `realDebridKey`, stands for it unless that is sent too.
 */
function toStored(body: SettingsInput, now: Date): StoredRow {
  const { updatedAt: sentTimes = {}, debridToken, ...settings } = body;
  // Each key as stored, and the name the body sent it under.
  const keys: [string, string][] = Object.keys(settings).map((key) => [key, key]);
  if (debridToken !== undefined && settings.realDebridKey === undefined) {
    settings.realDebridKey = debridToken;
    keys.push(['realDebridKey', 'debridToken']);
  }
  const times = keys.map(([key, sentAs]) => [
    key,
    clientTime(sentTimes[sentAs], now, `body.updatedAt.${sentAs}`).getTime(),
  ]);
  return { settings, updatedAt: Object.fromEntries(times) };
}

/** Every synced setting, null for those never set, and the time of each the account has. */
function toAnswer(stored: StoredRow | undefined): SyncedSettings {
  const settings: StoredSettings = stored?.settings ?? {};
  const times = stored?.updatedAt ?? {};
  return {
    ...(Object.fromEntries(settingKeys.map((key) => [key, settings[key] ?? null])) as Omit<
      SyncedSettings,
      'debridToken' | 'debridService' | 'updatedAt'
    >),
    debridToken: settings.realDebridKey ?? null,
    debridService: settings.debridService ?? null,
    updatedAt:
      times.realDebridKey === undefined ? times : { ...times, debridToken: times.realDebridKey },
  };
}

/**
 * A column of settings keys (the values, or their times) with the proposed entries merged in where
 * their change is not older than the stored one's; a key stored before times were kept has none, so
 * any change replaces it.
 */
const mergedNotOlder = (column: typeof userSettings.settings | typeof userSettings.updatedAt) =>
  sql`${column} || coalesce((
    select jsonb_object_agg(entry.key, entry.value) from jsonb_each(${excluded(column)}) entry
    where coalesce((${userSettings.updatedAt} ->> entry.key)::bigint, 0)
      <= (${excluded(userSettings.updatedAt)} ->> entry.key)::bigint
  ), '{}'::jsonb)`;

/** Synced settings (CONTRACTS.md §1). */
export function settingsRoutes(app: FastifyInstance, context: BackendContext): void {
  app.get('/users/:id/settings', async (request) => {
    const { id } = await ownParams(context, request, userIdParamsSchema);
    const [row] = await context.db
      .select({ settings: userSettings.settings, updatedAt: userSettings.updatedAt })
      .from(userSettings)
      .where(eq(userSettings.userId, id));
    return toAnswer(row);
  });

  // Devices write only what they changed, each key by the time they changed it: the keys sent are
  // merged into the stored ones in the database, so two devices writing at once both keep theirs,
  // and of two changes of one key the later one stays, whichever arrives last. Settings that would
  // outgrow the quota are refused, the write rolled back (the upsert's row lock orders the writes).
  app.put('/users/:id/settings', async (request) => {
    const { id } = await ownParams(context, request, userIdParamsSchema);
    const changes = toStored(
      parseInput(settingsPutBodySchema, request.body, 'body'),
      context.now(),
    );
    const row = await context.db.transaction(async (tx) => {
      const [merged] = await tx
        .insert(userSettings)
        .values({ userId: id, ...changes })
        .onConflictDoUpdate({
          target: userSettings.userId,
          set: {
            settings: mergedNotOlder(userSettings.settings),
            updatedAt: mergedNotOlder(userSettings.updatedAt),
          },
        })
        .returning({
          settings: userSettings.settings,
          updatedAt: userSettings.updatedAt,
          bytes: sql<number>`octet_length(${userSettings.settings}::text)`,
        });
      refuseSettingsOver(ACCOUNT_QUOTAS.settingsBytes, Number(merged?.bytes));
      return merged;
    });
    return toAnswer(row);
  });
}
