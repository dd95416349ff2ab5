import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database.ts';
import { pgliteHandle } from '../../server/db/pglite.ts';

/** A fresh, migrated PGlite in memory: a copy of the run's template (tests/setup/pglite-template.ts). */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  return pgliteHandle(await PGlite.create({ loadDataDir: template }));
}
