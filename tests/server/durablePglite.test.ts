import { fstatSync, fsyncSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import { createDurablePglite } from '../../server/db/durablePglite.ts';

/**
 * The embedded database's commits reach the disk before they are acknowledged: its WAL file is
 * fsynced during the commit. Its fsync calls are watched here, in process; `npm run test:ops` also
 * traces the kernel's calls of a running server with strace (tests/ops/durability.test.ts).
 */

/** The inodes of the files of the database's write-ahead log. */
async function walFiles(dataDir: string): Promise<number[]> {
  const wal = path.join(dataDir, 'pg_wal');
  const names = await readdir(wal);
  return Promise.all(names.map(async (name) => (await stat(path.join(wal, name))).ino));
}

it('fsyncs the write-ahead log while a write commits, before it is acknowledged', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'flicker-pglite-'));
  onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
  const synced: number[] = [];
  const client = await createDurablePglite(dataDir, {
    fsync: (fd) => {
      synced.push(fstatSync(fd).ino);
      fsyncSync(fd);
    },
  });
  onTestFinished(() => client.close());
  await client.exec('create table saved (id integer)');

  synced.length = 0;
  await client.exec('insert into saved values (1)');
  const duringCommit = [...synced];

  const wal = await walFiles(dataDir);
  expect(duringCommit.filter((inode) => wal.includes(inode)).length).toBeGreaterThan(0);
}, 30_000);
