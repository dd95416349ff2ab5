import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type DatabaseHandle, migrationsFolder } from './database.ts';
import * as schema from './schema.ts';

/** Any fixed key: servers sharing one database must agree on it to migrate one at a time. */
const MIGRATION_LOCK = 0x666c6b72;

/**
 * Opens a pool of node-postgres connections to `url` (`postgres://user:password@host:port/db`).
 * Connecting is lazy: a wrong URL or an unreachable server shows up in `migrate()`.
 */
export function openPostgres(url: string): DatabaseHandle {
  // Without a time-out, a request waits forever for a server that is down.
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // An idle connection the server closed (restart, fail-over) is replaced; it must not crash us.
  pool.on('error', (error) => console.error(`PostgreSQL closed a connection: ${error.message}`));
  const db = drizzle({ client: pool, schema });
  return {
    db,
    migrate: async () => {
      const client = await pool.connect();
      try {
        // Servers starting together behind a load balancer must not apply the same migration twice.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(drizzle({ client }), { migrationsFolder });
      } finally {
        // Dropping the connection releases the lock, even when the migration failed mid-way.
        client.release(true);
      }
    },
    connections: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    // Idempotent, like PGlite's: a failed start and a later stop may both close it.
    close: async () => {
      if (!pool.ending) await pool.end();
    },
  };
}
