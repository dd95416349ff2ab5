import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/** `import … from '…'` (values, or types and values mixed); `import type … from '…'` carries no code. */
const VALUE_IMPORT = /^import\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)';/gms;

/**
 * The machine tests that import `file` itself (a path under the repository), not through another
 * machine: a part of the player is judged by its own tests, not by the player's 376 walks, which
 * would re-run for every mutant of the part's chart (over an hour per file on this machine).
 */
export function testsImporting(root: string, file: string): string[] {
  const testsDir = join(root, 'tests/machines');
  return readdirSync(testsDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.test\.tsx?$/.test(path))
    .map((path) => `tests/machines/${path}`)
    .filter((test) =>
      [...readFileSync(join(root, test), 'utf8').matchAll(VALUE_IMPORT)].some(
        ([, specifier]) =>
          specifier?.startsWith('.') &&
          relative(root, normalize(join(root, dirname(test), specifier))) === file,
      ),
    )
    .sort();
}
