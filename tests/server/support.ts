import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadServerConfig, type ServerConfig } from '../../server/config.ts';
import type { DatabaseHandle } from '../../server/db/database.ts';
import { ensureInstance } from '../../server/db/instance.ts';
import { openMigratedPglite } from './migratedPglite.ts';

/** Signs the test servers' session tokens. */
export const TEST_SECRET = 'a-test-secret-that-is-long-enough-0123456789';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ServerConfig;
  close(): Promise<void>;
}

/**
 * A fresh in-memory database prepared as at start (migrated, the instance recorded), from the
 * run's migrated template: what `prepareDatabase` makes, in a fraction of its time.
 */
export async function openPreparedDatabase(): Promise<DatabaseHandle> {
  const database = await openMigratedPglite();
  await ensureInstance(database.db);
  return database;
}

/** The real app on a fresh in-memory database, prepared as at start; quiet unless it fails. */
export async function createTestServer(
  options: { env?: NodeJS.ProcessEnv; distDir?: string } = {},
): Promise<TestServer> {
  const config = loadServerConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'error', ...options.env });
  const database = await openPreparedDatabase();
  const app = await buildApp({
    config,
    db: database.db,
    backendSecret: TEST_SECRET,
    distDir: options.distDir ?? '/nonexistent',
  });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A port nobody listens on at the moment, for a server the test starts in another process. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
