import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Survivor } from './report.ts';

/** Child actor ids the views read by name (`snapshot.children.boot`, `usePlayerChild(p, 'media')`). */
function idsReadByViews(): Set<string> {
  const dir = join(import.meta.dirname, '../../src/ui');
  const ids = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    for (const [, byProperty, byHook] of text.matchAll(
      /children\.(\w+)|usePlayerChild\(\w+, '(\w+)'/g,
    )) {
      ids.add((byProperty ?? byHook) as string);
    }
  }
  return ids;
}
const readByViews = idsReadByViews();

/**
 * Surviving mutants that no test should notice, each kind with why. A survivor that matches none
 * of these is a rule of the spec that no test states yet: docs/qa/mutation.md lists it as such.
 */
export interface HarmlessKind {
  name: string;
  why: string;
  matches: (survivor: Survivor) => boolean;
}

export const HARMLESS: HarmlessKind[] = [
  {
    name: 'type hints',
    why: '`types` only informs TypeScript; XState reads nothing from it at run time.',
    matches: (s) => s.mutator === 'ObjectLiteral' && /(^|[{,])\s*types:$/.test(s.before),
  },
  {
    name: 'actor ids',
    why: 'An `id` that no view reads names an invoked or spawned actor (or the machine) for tools; XState keys its done and error events on whatever the id is, and views reach app-wide actors by system id, so another name changes no behaviour.',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      /(^|[{,])\s*id:$/.test(s.before) &&
      !readByViews.has(s.original.slice(1, -1)),
  },
];

export function harmlessKind(survivor: Survivor): HarmlessKind | undefined {
  return HARMLESS.find((kind) => kind.matches(survivor));
}
