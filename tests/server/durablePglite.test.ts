import type * as Fs from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it, onTestFinished, vi } from 'vitest';
import { openPglite } from '../../server/db/pglite.ts';

/**
 * The embedded database's commits reach the disk before they are acknowledged: its WAL file is
 * fsynced during the commit. Node's fsync is watched here, in process; `npm run test:ops` also
 * traces the kernel's calls of a running server with strace (tests/ops/durability.test.ts).
 */
const synced = vi.hoisted(() => ({ inodes: [] as number[] }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof Fs>();
  const fsyncSync = (fd: number) => {
    synced.inodes.push(fs.fstatSync(fd).ino);
    fs.fsyncSync(fd);
  };
  return { ...fs, default: { ...fs, fsyncSync }, fsyncSync };
});

/** The inodes of the files of the database's write-ahead log. */
async function walFiles(dataDir: string): Promise<number[]> {
  const wal = path.join(dataDir, 'pg_wal');
  const names = await readdir(wal);
  return Promise.all(names.map(async (name) => (await stat(path.join(wal, name))).ino));
}

it('fsyncs the write-ahead log while a write commits, before it is acknowledged', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'flicker-pglite-'));
  onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
  const database = await openPglite(dataDir);
  onTestFinished(() => database.close());
  await database.db.execute(sql`create table saved (id integer)`);

  synced.inodes.length = 0;
  await database.db.execute(sql`insert into saved values (1)`);
  const duringCommit = [...synced.inodes];

  const wal = await walFiles(dataDir);
  expect(duringCommit.filter((inode) => wal.includes(inode)).length).toBeGreaterThan(0);
}, 30_000);
