import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database.ts';
import { ensureInstance, readInstance } from '../../server/db/instance.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { instance } from '../../server/db/schema.ts';

const opened: DatabaseHandle[] = [];
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

async function open(dataDir: string) {
  const database = await openPglite(dataDir);
  opened.push(database);
  return database;
}

async function appliedMigrations(database: DatabaseHandle) {
  // The driver-neutral Database type does not know the driver's result shape; PGlite's has rows.
  const result = await database.db.execute(sql`select hash from drizzle.__drizzle_migrations`);
  return (result as { rows: unknown[] }).rows;
}

describe('the database', { timeout: 30_000 }, () => {
  it('migrates and seeds idempotently', async () => {
    const database = await open('memory://');
    await database.migrate();
    await ensureInstance(database.db);
    const afterFirst = await appliedMigrations(database);
    expect(afterFirst.length).toBeGreaterThan(0);

    await database.migrate();
    await ensureInstance(database.db);
    expect(await appliedMigrations(database)).toEqual(afterFirst);
    expect(await database.db.select().from(instance)).toEqual([
      expect.objectContaining({ id: 1, name: 'Flicker', createdAt: expect.any(Date) }),
    ]);

    // The single-row rule is the database's, not only the seed's.
    await expect(
      database.db.insert(instance).values({ id: 2, name: 'second', description: '' }),
    ).rejects.toThrow();
  });

  it('keeps its data in a new data folder across restarts', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'flicker-data-'));
    const dataDir = path.join(parent, 'nested', 'data');
    try {
      const first = await open(dataDir);
      await first.migrate();
      await ensureInstance(first.db);
      await first.db.update(instance).set({ name: 'Renamed' });
      await first.close();

      const second = await open(dataDir);
      await second.migrate();
      await ensureInstance(second.db);
      expect((await readInstance(second.db)).name).toBe('Renamed');
      await second.close();
    } finally {
      await rm(parent, { recursive: true });
    }
  });
});
