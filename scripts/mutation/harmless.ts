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
  {
    name: 'banners: the null check before a lookup',
    why: "The banners' stored id lists hold strings only, so `includes(null)` is false just as the `id !== null` check before it; the check is there for TypeScript.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.original === 'id !== null' &&
      /^return id !== null && context\.(ignored|hidden)\.includes\(id\);$/.test(s.lineText),
  },
  {
    name: 'banners: the key the custom banner is decided by',
    why: "`idOf` reads every banner key but 'offline' as the custom banner, so `deciding('')` looks up the same stored id as `deciding('custom')`.",
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'custom'" &&
      /\.\.\.deciding\($/.test(s.before),
  },
  {
    name: 'banners: no message, no custom banner',
    why: "An empty target makes the no-message branch targetless: without a message the custom banner stays undecided instead of 'none'; neither shows a banner nor takes an event.",
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'none'" &&
      /\{ guard: 'noCustomMessage', target:$/.test(s.before),
  },
  {
    name: 'machine ids',
    why: "A machine's own `id` (the top of its config) names it for the tools, even where a view reads a child of the same name: children are named by their parent's invoke or spawn. The transition-coverage gate of a full `npm test` keys walked transitions by it and fails on any other id; a mutation run runs only the related test files, where that gate is off.",
    matches: (s) => s.mutator === 'StringLiteral' && s.before === 'id:' && s.column === 7,
  },
  {
    name: 'boot: the token of no account',
    why: 'Without an account boot leaves `loading` at once (its `anonymous` branch), before the profile request starts: the fallback token is computed but never sent.',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "''" &&
      s.lineText === "token: context.account?.token ?? '',",
  },
  {
    name: 'boot: where a rejected session goes',
    why: "`logOut` empties the account, so without this target `loading`'s `anonymous` branch takes boot to `ready` in the same step.",
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'ready'" &&
      /^\{ guard: 'sessionRejected', target:$/.test(s.before),
  },
  {
    name: 'modals: event checks for TypeScript',
    why: 'Each of these guards and actions runs only on transitions of the event it checks for (`dismissedForGood` and `push` on `modal.open`, `typing` on `modal.escape`, `rememberDismissal` and `persistDismissal` on `modal.dismissForGood`): the check only narrows the event type.',
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      /^event\.type === 'modal\.(open|escape|dismissForGood)'$/.test(s.original),
  },
  {
    name: 'modals: closing a modal that is not open',
    why: '`remove` of an id that is not on the stack leaves the stack as it is, so without `isOpen` closing such a modal still changes nothing.',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'isOpen'" &&
      s.lineText === "{ guard: 'isOpen', actions: 'remove' },",
  },
  {
    name: 'settings: event checks for TypeScript',
    why: "backendMeta's `enter` runs only on `backend.entered`, listDrag's `pick` only on `drag.press` and `follow` only on `drag.move`: the check only narrows the event type, and its fallback value is never taken.",
    matches: (s) =>
      (s.mutator === 'ConditionalExpression' &&
        s.replacement === 'true' &&
        /^event\.type === '(backend\.entered|drag\.press|drag\.move)'$/.test(s.original)) ||
      (s.mutator === 'StringLiteral' &&
        s.original === "''" &&
        s.lineText ===
          "url: ({ event }) => (event.type === 'backend.entered' ? event.url.trim() : ''),"),
  },
  {
    name: 'listDrag: the context before the first press',
    why: '`pick` sets both the row picked up and where it would land on every press, before `dragging` (the only state the view reads them in, and the only one that drops): the starting values are never read.',
    matches: (s) =>
      s.mutator === 'ObjectLiteral' &&
      s.original === '{ from: 0, over: 0 }' &&
      s.lineText === 'context: { from: 0, over: 0 },',
  },
];

export function harmlessKind(survivor: Survivor): HarmlessKind | undefined {
  return HARMLESS.find((kind) => kind.matches(survivor));
}
