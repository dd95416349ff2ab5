import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteHandle } from '../../server/db/pglite.ts';

/**
 * Once per run of the server project: a migrated in-memory PGlite, dumped to a file that every test
 * database is loaded from (tests/server/migratedPglite.ts). Creating a database (initdb) and
 * migrating it takes 2–4 s on a 2-core machine; loading the dump takes half a second.
 */
declare module 'vitest' {
  interface ProvidedContext {
    pgliteTemplate: string;
  }
}

let folder: string;

export async function setup(project: TestProject): Promise<void> {
  const client = await PGlite.create();
  const database = pgliteHandle(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  await database.close();
  folder = await mkdtemp(join(tmpdir(), 'flicker-pglite-'));
  const file = join(folder, 'migrated.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

export async function teardown(): Promise<void> {
  await rm(folder, { recursive: true, force: true });
}
