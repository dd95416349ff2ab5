import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../../../server/db/database.ts';
import { openPostgres } from '../../../server/db/postgres.ts';
import { openMigratedPglite } from '../migratedPglite.ts';

export interface TestDatabase extends DatabaseHandle {
  /** Where a spawned server finds this database (its DATABASE_URL); none for PGlite in memory. */
  url?: string;
}

/**
 * A fresh, migrated database: PGlite in memory, or, when TEST_DATABASE_URL names a PostgreSQL
 * server (the second run of the server suite in CI), a new database there, dropped on close.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? await createDatabase(serverUrl) : await openMigratedPglite();
  try {
    await database.migrate();
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function createDatabase(serverUrl: string): Promise<TestDatabase> {
  // Test files run in parallel: each gets a database of its own.
  const name = `test_${randomBytes(8).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.href);
  return {
    ...database,
    url: url.href,
    close: async () => {
      await database.close();
      await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Creating or dropping a database needs a connection to another one: the URL's own. */
async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
