import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type SettingsInput,
  type SyncedSettings,
  settingsPutBodySchema,
  syncedSettingsShape,
  userIdParamsSchema,
} from '../../../src/contracts/backend.ts';
import { userSettings } from '../../db/schema.ts';
import type { BackendContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { ownParams } from './access.ts';

const settingKeys = Object.keys(syncedSettingsShape) as (keyof SyncedSettings)[];

/** Every synced setting, null for those never set. */
function fullSettings(stored: SettingsInput | undefined): SyncedSettings {
  return Object.fromEntries(
    settingKeys.map((key) => [key, stored?.[key] ?? null]),
  ) as SyncedSettings;
}

/** Synced settings (CONTRACTS.md §1). */
export function settingsRoutes(app: FastifyInstance, context: BackendContext): void {
  app.get('/users/:id/settings', async (request) => {
    const { id } = await ownParams(context, request, userIdParamsSchema);
    const [row] = await context.db
      .select({ settings: userSettings.settings })
      .from(userSettings)
      .where(eq(userSettings.userId, id));
    return fullSettings(row?.settings);
  });

  // Devices write only what they changed: the keys sent are merged into the stored ones in the
  // database (jsonb `||`), so two devices writing different keys at once both keep theirs.
  app.put('/users/:id/settings', async (request) => {
    const { id } = await ownParams(context, request, userIdParamsSchema);
    const changes = parseInput(settingsPutBodySchema, request.body, 'body');
    const [row] = await context.db
      .insert(userSettings)
      .values({ userId: id, settings: changes })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: { settings: sql`${userSettings.settings} || excluded.settings` },
      })
      .returning({ settings: userSettings.settings });
    return fullSettings(row?.settings);
  });
}
