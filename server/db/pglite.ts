import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { type DatabaseHandle, migrationsFolder } from './database.ts';
import { createDurablePglite } from './durablePglite.ts';
import * as schema from './schema.ts';

/** Opens the embedded PostgreSQL in `dataDir` (created if missing), or in memory for `memory://`. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  return pgliteHandle(inMemory ? await PGlite.create(dataDir) : await createDurablePglite(dataDir));
}

/** An open PGlite as the routes' database, with the migrator and the close of every driver. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzle({ client, schema });
  return {
    db,
    migrate: () => migrate(db, { migrationsFolder }),
    // Idempotent, so a failed start and a later stop may both close it.
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
