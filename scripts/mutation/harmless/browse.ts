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

/** Event checks of actions and guards: the file, the check, and its line. */
const EVENT_CHECKS: Array<[string, string, string]> = [
  [
    'browse/search.machine.ts',
    "event.type === 'search.typed'",
    "typedNothing: ({ event }) => event.type === 'search.typed' && isBlank(event.query),",
  ],
  ...(
    [
      [
        "event.type === 'slide.goTo'",
        "event.type === 'slide.goTo' ? Math.min(Math.max(event.index, 0), context.count - 1) : 0,",
      ],
      [
        "event.type === 'slides.loaded'",
        "count: ({ event }) => (event.type === 'slides.loaded' ? event.count : 0),",
      ],
      [
        "event.type === 'swipe.start'",
        "swipeStartX: ({ event }) => (event.type === 'swipe.start' ? event.x : null),",
      ],
      [
        "event.type === 'slides.loaded'",
        "loadedSlides: ({ event }) => event.type === 'slides.loaded' && event.count > 0,",
      ],
      [
        "event.type === 'swipe.end'",
        "event.type === 'swipe.end' && swipeDistance(context, event.x) < -SWIPE_THRESHOLD_PX,",
      ],
      [
        "event.type === 'swipe.end'",
        "event.type === 'swipe.end' && swipeDistance(context, event.x) > SWIPE_THRESHOLD_PX,",
      ],
    ] as const
  ).map(([check, line]): [string, string, string] => [
    'browse/featuredCarousel.machine.ts',
    check,
    line,
  ]),
];

/**
 * Transitions that re-enter a state with no entry or exit actions of its own: the file, the line
 * before, and the transition's line. Whether it is re-entered or not, XState exits every active
 * state below it and enters the target's anew, so the timers of those states restart either way.
 */
const REENTERED: Array<[string, RegExp, string]> = [
  ['browse/search.machine.ts', /^'search\.typed': \[$/, 'reenter: true,'],
  ...(
    [
      [/^on: \{$/, "'slide.next': { target: 'showing', reenter: true, actions: 'next' },"],
      [/^on: \{$/, "'slide.previous': { target: 'showing', reenter: true, actions: 'previous' },"],
      [/^on: \{$/, "'slide.goTo': { target: 'showing', reenter: true, actions: 'goTo' },"],
      [
        /^'swipe\.end': \[$/,
        "{ guard: 'swipedLeft', target: 'showing', reenter: true, actions: ['next', 'endSwipe'] },",
      ],
      [/^guard: 'swipedRight',$/, 'reenter: true,'],
      [
        /^'slides\.loaded': \[$/,
        "{ guard: 'loadedSlides', target: 'showing', reenter: true, actions: 'setSlides' },",
      ],
    ] as const
  ).map(([after, line]): [string, RegExp, string] => [
    'browse/featuredCarousel.machine.ts',
    after,
    line,
  ]),
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
    why: "Each of these actions and guards runs only on the event it checks for (the search's `typedNothing` on `search.typed`; the featured carousel's `goTo` on `slide.goTo`, `setSlides` and `loadedSlides` on `slides.loaded`, `startSwipe` on `swipe.start`, `swipedLeft` and `swipedRight` on `swipe.end`): the check narrows the event's type, and taken as true it changes nothing.",
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      EVENT_CHECKS.some(
        ([file, original, line]) =>
          s.original === original && on(s, file, /^(actions|guards): \{$/, line),
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
    name: 'a state re-entered that has no actions of its own',
    why: "The search's root on each keystroke and the featured carousel's `showing` on each manual move: whether the state itself is re-entered or not, the states below it are exited and entered anew (so the 500 ms wait and the 5 s / 8 s advance restart either way), and it has no entry or exit actions to run again.",
    matches: (s) =>
      s.mutator === 'BooleanLiteral' &&
      s.original === 'true' &&
      REENTERED.some(([file, after, line]) => on(s, file, after, line)),
  },
];
