import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Where each machine is defined, and what its file pulls in from src/machines. */
export const ROOT = join(import.meta.dirname, '../..');
const MACHINES_DIR = join(ROOT, 'src/machines');

function machineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? machineFiles(join(dir, entry.name))
      : entry.name.endsWith('.machine.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The file that defines a machine id (relative to the repository), for links and change checks. */
export function sourceOf(id: string): string {
  const definesId = new RegExp(`createMachine\\(\\{\\s*id: '${id}',`);
  const file = machineFiles(MACHINES_DIR).find((path) =>
    definesId.test(readFileSync(path, 'utf8')),
  );
  if (!file) throw new Error(`No src/machines/**/*.machine.ts defines the machine id "${id}"`);
  return relative(ROOT, file);
}

/**
 * A machine's file and every module under src/machines it imports, directly or not (its child
 * machines, shared guards): a change to any of them can change its paths.
 */
export function sourceFilesOf(id: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const [, spec] of text.matchAll(/^import[^'"]*['"](\.[^'"]+)['"]/gm)) {
      const target = relative(ROOT, resolve(dirname(join(ROOT, file)), spec as string));
      if (target.startsWith('src/machines/')) visit(target);
    }
  };
  visit(sourceOf(id));
  return [...seen];
}
