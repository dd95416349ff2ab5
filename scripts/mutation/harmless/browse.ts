import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HarmlessKind } from '../harmless.ts';
import type { Survivor } from '../report.ts';

const MACHINES = join(import.meta.dirname, '../../../src/machines');

/** Every file of src/machines, as trimmed lines. */
const sources = new Map(
  readdirSync(MACHINES, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts'))
    .map((path) => [
      path,
      readFileSync(join(MACHINES, path), 'utf8')
        .split('\n')
        .map((line) => line.trim()),
    ]),
);

/**
 * The number of the first line of `file` (under src/machines) that reads `text` after a line that
 * matches `after`, when no other machine file has that text on a line of that number: a survivor
 * carries its line but not its file, so a kind that names one line of one file must not match the
 * same text elsewhere.
 */
function lineIn(file: string, after: RegExp, text: string): number | undefined {
  const lines = sources.get(file) ?? [];
  const start = lines.findIndex((line) => after.test(line));
  if (start < 0) return undefined;
  const index = lines.findIndex((line, at) => at > start && line === text);
  if (index < 0) return undefined;
  const clash = [...sources].some(
    ([other, otherLines]) => other !== file && otherLines[index] === text,
  );
  return clash ? undefined : index + 1;
}

/** Whether the survivor is on that line of that file (see `lineIn`). */
const on = (s: Survivor, file: string, after: RegExp, text: string) =>
  s.lineText === text && s.line === lineIn(file, after, text);

const FOUND_SOME = "'output' in event && Array.isArray(event.output) && event.output.length > 0,";

/** Guards' event checks: the file, the check, and the guard's line. */
const EVENT_CHECKS: Array<[string, string, string]> = [
  [
    'browse/search.machine.ts',
    "event.type === 'search.typed'",
    "typedNothing: ({ event }) => event.type === 'search.typed' && isBlank(event.query),",
  ],
];

/** Where the search sets its results to none, after the line that comes before each. */
const SEARCH_RESULTS_CLEARED: Array<[RegExp, string]> = [
  [
    /^\}\)\.createMachine\(\{$/,
    "context: ({ input }) => ({ loadTmdb: input.loadTmdb, query: input.query ?? '', results: [] }),",
  ],
  [
    /^guard: 'typedNothing',$/,
    'actions: assign({ query: ({ event }) => event.query, results: [] }),',
  ],
  [/^guard: 'foundSome',$/, "{ target: 'noResults', actions: assign({ results: [] }) },"],
  [/^onError: \{$/, 'assign({ results: [] }),'],
];

/**
 * Harmless survivors of the browse machines (src/machines/browse): each kind matches only the
 * lines it was checked on.
 */
export const BROWSE_HARMLESS: HarmlessKind[] = [
  {
    name: 'random pick: opening is the end',
    why: 'Once the countdown is over the pick opens and the view goes to its page; `opening` takes no event either way, so whether it is also marked final (the actor done) changes nothing the view reads or does.',
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      s.original === "'final'" &&
      on(s, 'browse/randomPick.machine.ts', /^opening: \{$/, "type: 'final',"),
  },
  {
    name: 'a list loaded is a list',
    why: "`foundSome` of the featured block and of the search is read only on their load's done event, whose output is always an array (the promise's result): the check that it is one (taken as true, or either half taken as enough) is for TypeScript, only the length decides.",
    matches: (s) =>
      ((s.mutator === 'ConditionalExpression' && s.replacement === 'true') ||
        (s.mutator === 'LogicalOperator' &&
          s.replacement === "'output' in event || Array.isArray(event.output)")) &&
      s.original === "'output' in event && Array.isArray(event.output)" &&
      ['browse/featured.machine.ts', 'browse/search.machine.ts'].some((file) =>
        on(s, file, /^foundSome: \(\{ event \}\) =>$/, FOUND_SOME),
      ),
  },
  {
    name: 'featured: the slides before they load',
    why: 'The view shows the placeholder while the slides load and the slides only beside the carousel, which runs only once they are loaded (and set): the starting list is never shown.',
    matches: (s) =>
      s.mutator === 'ArrayDeclaration' &&
      s.original === '[]' &&
      on(
        s,
        'browse/featured.machine.ts',
        /^\}\)\.createMachine\(\{$/,
        'context: ({ input }) => ({ ...input, slides: [] }),',
      ),
  },
  {
    name: 'browse: event checks for TypeScript',
    why: "Each of these guards is read only on the event it checks for (the search's `typedNothing` on `search.typed`): the check narrows the event's type, and taken as true it changes nothing.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      EVENT_CHECKS.some(
        ([file, original, line]) => s.original === original && on(s, file, /^guards: \{$/, line),
      ),
  },
  {
    name: 'search: the results outside `results`',
    why: 'The results list shows only in `results`, and every way into it sets the results found: what the list holds anywhere else (at the start, after the box is cleared, with no results or after a failure) is never shown.',
    matches: (s) =>
      ['ArrayDeclaration', 'ObjectLiteral'].includes(s.mutator) &&
      ['[]', '{ results: [] }'].includes(s.original) &&
      SEARCH_RESULTS_CLEARED.some(([after, line]) =>
        on(s, 'browse/search.machine.ts', after, line),
      ),
  },
  {
    name: "re-entering the machine's root",
    why: "A transition of the machine's root to one of its own states exits every active state below the root and enters the target anew whether or not it re-enters (so the search's 500 ms wait restarts on each keystroke either way); the root itself has no entry or exit actions to run again.",
    matches: (s) =>
      s.mutator === 'BooleanLiteral' &&
      s.original === 'true' &&
      on(s, 'browse/search.machine.ts', /^'search\.typed': \[$/, 'reenter: true,'),
  },
];
