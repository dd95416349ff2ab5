import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize, relative } from 'node:path';

/** `import … from '…'` (values, or types and values mixed); `import type … from '…'` carries no code. */
const VALUE_IMPORT = /^import\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)';/gms;

/**
 * The machine tests of `file` (a path under the repository): those named after it
 * (`sync.test.ts`, `sync.rules.test.ts`, which may drive it through its parent) and those that
 * import its code. A part of the player is so judged by its own tests, not by the player's 376
 * walks, which would re-run for every mutant of the part's chart (over an hour per file here).
 */
export function machineTestsOf(root: string, file: string): string[] {
  const name = basename(file).replace(/(\.machine)?\.ts$/, '');
  const importsFile = (test: string) =>
    [...readFileSync(join(root, test), 'utf8').matchAll(VALUE_IMPORT)].some(
      ([, specifier]) =>
        specifier?.startsWith('.') &&
        relative(root, normalize(join(root, dirname(test), specifier))) === file,
    );
  return readdirSync(join(root, 'tests/machines'), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.test\.tsx?$/.test(path))
    .map((path) => `tests/machines/${path}`)
    .filter((test) => basename(test).startsWith(`${name}.`) || importsFile(test))
    .sort();
}
