import type { ServerConfig } from '../config.ts';
import type { DatabaseHandle } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/**
 * PostgreSQL when DATABASE_URL is set (servers that scale out share it), otherwise the embedded
 * PGlite in the data folder.
 */
export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
