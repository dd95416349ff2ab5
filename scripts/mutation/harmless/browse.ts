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

const DETAIL = 'browse/detailModal.machine.ts';

/** Whether the survivor is on that line of that file (see `lineIn`). */
const on = (s: Survivor, file: string, after: RegExp, text: string) =>
  s.lineText === text && s.line === lineIn(file, after, text);

const DISCOVER_LIST = 'browse/discoverList.machine.ts';

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
  ...(
    [
      [
        "event.type === 'group.nameChanged'",
        "typedName: ({ event }) => event.type === 'group.nameChanged' && event.name.trim() !== '',",
      ],
      [
        "event.type === 'group.nameChanged'",
        "event.type === 'group.nameChanged' ? { ...context.draft, name: event.name } : context.draft,",
      ],
      [
        "event.type === 'group.iconPicked'",
        "event.type === 'group.iconPicked' ? { ...context.draft, icon: event.icon } : context.draft,",
      ],
      [
        "event.type === 'section.edit'",
        "section: ({ event }) => (event.type === 'section.edit' ? event.section : null),",
      ],
      ["event.type === 'section.remove'", "if (event.type === 'section.remove')"],
      [
        "event.type !== 'section.deleteGroup'",
        "if (event.type !== 'section.deleteGroup' || context.section === null) return;",
      ],
      [
        "event.type === 'order.edit'",
        "order: ({ event }) => (event.type === 'order.edit' ? [...new Set(event.groups)] : []),",
      ],
      [
        "event.type !== 'order.moveUp' && event.type !== 'order.moveDown'",
        "if (event.type !== 'order.moveUp' && event.type !== 'order.moveDown') return context.order;",
      ],
      ["event.type === 'order.save'", "if (event.type === 'order.save') {"],
    ] as const
  ).map(([check, line]): [string, string, string] => [
    'browse/bookmarkGroups.machine.ts',
    check,
    line,
  ]),
];

EVENT_CHECKS.push([
  'browse/discoverList.machine.ts',
  "event.type === 'list.change'",
  "event.type === 'list.change' && !sameList(context.list, event.list),",
]);

/** Values of actions bound to one event for any other event, never computed: file and line. */
const OTHER_EVENT_FALLBACKS: Array<[string, string, string]> = [
  [
    'browse/bookmarkGroups.machine.ts',
    '[]',
    "order: ({ event }) => (event.type === 'order.edit' ? [...new Set(event.groups)] : []),",
  ],
];

/** bookmarkGroups: where a group's move is checked (by `canMove`, and again by `moveGroup`). */
const MOVE_CHECKS: Array<[RegExp, string]> = [
  [/^guards: \{$/, "(event.type === 'order.moveUp' || event.type === 'order.moveDown') &&"],
  [/^guards: \{$/, 'moveTarget(context.order, event.group, offsets[event.type]) !== null,'],
  [/^moveGroup: assign\(\{$/, 'if (to === null) return context.order;'],
  [/^editing: \{$/, "'order.moveUp': { guard: 'canMove', actions: 'moveGroup' },"],
  [/^editing: \{$/, "'order.moveDown': { guard: 'canMove', actions: 'moveGroup' },"],
];

/**
 * Transitions that re-enter a state with no entry or exit actions of its own: the file, the line
 * before, and the transition's line. Whether it is re-entered or not, XState exits every active
 * state below it and enters the target's anew, so the timers of those states restart either way.
 */
const REENTERED: Array<[string, RegExp, string]> = [
  ['browse/search.machine.ts', /^'search\.typed': \[$/, 'reenter: true,'],
  ['browse/discoverList.machine.ts', /^'list\.change': \{$/, 'reenter: true,'],
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
    why: "Each of these actions and guards runs only on the event it checks for (the search's `typedNothing` on `search.typed`; the featured carousel's `goTo` on `slide.goTo`, `setSlides` and `loadedSlides` on `slides.loaded`, `startSwipe` on `swipe.start`, `swipedLeft` and `swipedRight` on `swipe.end`; bookmark groups' `typedName` and `setName` on `group.nameChanged`, `setIcon`, `setSection`, `removeBookmark`, `deleteGroup`, `seedOrder`, `moveGroup` and `saveOrder` on theirs): the check narrows the event's type, so taken as always holding it changes nothing, and the value an action has for another event is never computed.",
    matches: (s) =>
      (s.mutator === 'ConditionalExpression' &&
        s.replacement === (s.original.startsWith('event.type !==') ? 'false' : 'true') &&
        EVENT_CHECKS.some(
          ([file, original, line]) =>
            s.original === original && on(s, file, /^(actions|guards): \{$/, line),
        )) ||
      (s.mutator === 'ArrayDeclaration' &&
        OTHER_EVENT_FALLBACKS.some(
          ([file, original, line]) =>
            s.original === original && on(s, file, /^(actions|guards): \{$/, line),
        )),
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
    why: "The search's root on each keystroke, the discover list's root on another list and the featured carousel's `showing` on each manual move: whether the state itself is re-entered or not, the states below it are exited and entered anew (so the 500 ms wait and the 5 s / 8 s advance restart either way), and it has no entry or exit actions to run again.",
    matches: (s) =>
      s.mutator === 'BooleanLiteral' &&
      s.original === 'true' &&
      REENTERED.some(([file, after, line]) => on(s, file, after, line)),
  },
  {
    name: 'bookmark groups: a move checked twice',
    why: 'A move in the order dialog is checked by the `canMove` guard and again by `moveGroup`, which leaves the order as it is for a group that cannot move that way: either check alone keeps a group from moving past an end or from entering the list.',
    matches: (s) =>
      // A check taken as passing (the guard's parts as true, the action's `to === null` as false,
      // the guard's name dropped), never one taken as failing.
      ((s.mutator === 'ConditionalExpression' &&
        s.replacement === (s.original === 'to === null' ? 'false' : 'true')) ||
        (s.mutator === 'LogicalOperator' &&
          s.original.startsWith(
            "(event.type === 'order.moveUp' || event.type === 'order.moveDown') &&",
          ) &&
          s.replacement.startsWith(
            "event.type === 'order.moveUp' || event.type === 'order.moveDown' ||",
          )) ||
        (s.mutator === 'StringLiteral' && s.original === "'canMove'")) &&
      MOVE_CHECKS.some(([after, line]) => on(s, 'browse/bookmarkGroups.machine.ts', after, line)),
  },
  {
    name: 'bookmark groups: the last group moved down',
    why: '`moveTarget` refuses a move past the end of the list; without that check the last group moved down is taken out and put back at the end, where it was: the order stays the same.',
    matches: (s) =>
      ['ConditionalExpression', 'EqualityOperator'].includes(s.mutator) &&
      s.original === 'to >= list.length' &&
      on(
        s,
        'browse/bookmarkGroups.machine.ts',
        /^function moveTarget\(/,
        'return from < 0 || to < 0 || to >= list.length ? null : to;',
      ),
  },
  {
    name: 'bookmark groups: deleting the group in edit',
    why: '`deleteGroup` runs only after the `editsGroup` guard, which holds only in edit mode, where a section is always set (`setSection` on `section.edit`): the checks that one is set never fail.',
    matches: (s) =>
      ['ConditionalExpression', 'LogicalOperator'].includes(s.mutator) &&
      ((s.original === 'context.section !== null' &&
        on(
          s,
          'browse/bookmarkGroups.machine.ts',
          /^guards: \{$/,
          'editsGroup: ({ context }) => context.section !== null && context.section !== DEFAULT_GROUP_ID,',
        )) ||
        ([
          "event.type !== 'section.deleteGroup' || context.section === null",
          'context.section === null',
        ].includes(s.original) &&
          on(
            s,
            'browse/bookmarkGroups.machine.ts',
            /^deleteGroup: /,
            "if (event.type !== 'section.deleteGroup' || context.section === null) return;",
          ))),
  },
  {
    name: 'bookmark groups: the order before the dialog opens',
    why: 'The order dialog shows its list only while open, and `seedOrder` sets it on every opening: the starting list is never shown.',
    matches: (s) =>
      s.mutator === 'ArrayDeclaration' &&
      s.original === '[]' &&
      on(
        s,
        'browse/bookmarkGroups.machine.ts',
        /^\}\)\.createMachine\(\{$/,
        'context: ({ input }) => ({ ...input, draft: emptyDraft, section: null, order: [] }),',
      ),
  },
  {
    name: 'discover list: the media type of a list without genres',
    why: '`listMediaType` is read only for the genres to load, and only genre lists load genres: what it says of a release list, recommendations or a curated list is never read.',
    matches: (s) =>
      ['ConditionalExpression', 'StringLiteral'].includes(s.mutator) &&
      (["case 'release':", "case 'recommendations':", "case 'curated':"].some((line) =>
        on(s, DISCOVER_LIST, /^function listMediaType\(/, line),
      ) ||
        on(s, DISCOVER_LIST, /^case 'curated':$/, "return 'movie';")),
  },
  {
    name: 'discover list: where pages come from, for lists of one source',
    why: "A list's source decides only where its later pages come from; recommendations come from the film database and a curated list has a single page, so what their pages say of it is never read. Likewise the film database's fallback of a provider or genre is a `discover` whatever its kind is called: `loadFallback` asks for a named list only for `list`.",
    matches: (s) =>
      s.mutator === 'StringLiteral' &&
      (on(s, DISCOVER_LIST, /^case 'recommendations':$/, "source: 'filmDatabase',") ||
        on(
          s,
          DISCOVER_LIST,
          /^case 'curated': \{$/,
          "return { items, page: 1, totalPages: 1, source: 'releases' };",
        ) ||
        (s.original === "'discover'" &&
          on(
            s,
            DISCOVER_LIST,
            /^case 'genre': \{$/,
            "? loadFallback(sources.tmdb, list.type, { kind: 'discover', ...filter }, options)",
          ))),
  },
  {
    name: 'discover list: the fallback logged, checked twice',
    why: "A first page is shown by the same action whether or not `releasesFailed` holds; that guard only adds `logReleasesFailure`, which logs only a film-database page that carries the release service's error (and only those carry one): either check alone decides what is logged.",
    matches: (s) =>
      (s.mutator === 'ConditionalExpression' &&
        s.replacement === 'true' &&
        (on(
          s,
          DISCOVER_LIST,
          /^logReleasesFailure: /,
          "if (params.page.source === 'filmDatabase' && params.page.releasesError !== undefined) {",
        ) ||
          [
            "'output' in event &&",
            "(event.output as DiscoverPage).source === 'filmDatabase' &&",
            '(event.output as { releasesError?: unknown }).releasesError !== undefined,',
          ].some((line) => on(s, DISCOVER_LIST, /^releasesFailed: /, line)))) ||
      (s.mutator === 'LogicalOperator' &&
        on(s, DISCOVER_LIST, /^releasesFailed: /, "'output' in event &&")) ||
      (s.mutator === 'StringLiteral' &&
        s.original === "'releasesFailed'" &&
        on(s, DISCOVER_LIST, /^onDone: \[$/, "guard: 'releasesFailed',")),
  },
  {
    name: 'discover list: genres of a genre list',
    why: 'Genres are loaded only for a genre list (`isGenreList`), and a new list stops the load: the check that the list is a genre list, before it takes the first genre, always holds.',
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      s.original === "context.list.kind === 'genre'" &&
      on(
        s,
        DISCOVER_LIST,
        /^genres: \(\{ event \}\) => event\.output,$/,
        "context.list.kind === 'genre' && context.list.genreId === undefined",
      ),
  },
  {
    name: 'discover list: an aborted request of editor picks',
    why: 'The editor picks fall back to the top rated titles when the release service fails; when the request was aborted (the list replaced or closed), the fallback request shares its aborted signal and fails at once, so rethrowing first changes nothing anyone sees.',
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'false' &&
      s.original === 'signal.aborted' &&
      on(
        s,
        DISCOVER_LIST,
        /^\} catch \(releasesError\) \{$/,
        'if (signal.aborted) throw releasesError;',
      ),
  },

  // The title detail modal (browse/detailModal.machine.ts).
  {
    name: 'detail modal: the title read only once loaded',
    why: 'These read the title only in `loaded`, entered when it is set and never left: the bookmark and favourite actions run on events only `loaded` takes, and the opening season is reckoned only after `hasSeasons` found a show. The checks that there is one are for TypeScript.',
    matches: (s) =>
      ['ConditionalExpression', 'OptionalChaining'].includes(s.mutator) &&
      [
        [/^const showOf = /, "context.detail?.type === 'show' ? context.detail : undefined;"],
        [/^function initialSeason\(/, 'if (!show) return null;'],
        [/^addBookmark: /, 'if (!detail) return;'],
        [/^removeBookmark: /, 'if (context.detail) {'],
        [/^toggleFavorite: /, 'if (!context.detail) return;'],
      ].some(([after, line]) => on(s, DETAIL, after as RegExp, line as string)),
  },
  {
    name: 'detail modal: a go-to season is a listed one',
    why: 'A go-to season must also be the number of a season the show lists, and those are whole numbers of a loaded show: the checks that the show is there and the season a whole number (dropped together) are implied by it.',
    matches: (s) =>
      ['ConditionalExpression', 'LogicalOperator'].includes(s.mutator) &&
      s.original === '!!show && Number.isInteger(season)' &&
      on(s, DETAIL, /^episodeMayExist: /, '!!show &&'),
  },
  {
    name: 'detail modal: an episode marked, checked twice',
    why: "`markEpisode`'s `season` is found only when both the show and the episode are, so `!season` alone already stops a toggle of an episode not shown: the other two checks are for TypeScript.",
    matches: (s) =>
      ['ConditionalExpression', 'LogicalOperator'].includes(s.mutator) &&
      ['!show || !episode', '!show || !episode || !season'].includes(s.original) &&
      on(s, DETAIL, /^markEpisode: /, 'if (!show || !episode || !season) return;'),
  },
  {
    name: 'detail modal: the season asked about is the one marked',
    why: "`markSeason` runs only on confirming the question, which is asked only while a show's season is shown with aired episodes (a change of at least one episode), and the question is modal, so no other season is chosen before it is answered: the checks for a show, a season and a change are for TypeScript.",
    matches: (s) =>
      ['ConditionalExpression', 'LogicalOperator', 'OptionalChaining', 'ArrayDeclaration'].includes(
        s.mutator,
      ) &&
      [
        'const season = show && context.season !== null && seasonEntry(show, context.season);',
        'const [first] = change?.changes ?? [];',
        'if (!show || !change || !season || !first) return;',
      ].some((line) => on(s, DETAIL, /^markSeason: /, line)),
  },
  {
    name: 'detail modal: no episodes shown, no season to mark',
    why: 'Outside `shown` the episodes are always empty (empty at the start, cleared on each season chosen, and a title without seasons loads none), so `pendingSeasonChange` finds no aired episode there and the question is not asked either way.',
    matches: (s) =>
      (s.mutator === 'ConditionalExpression' &&
        s.original === 'context.season === null' &&
        on(
          s,
          DETAIL,
          /^function pendingSeasonChange\(/,
          'if (context.season === null || context.season === FAVORITES_SEASON) return null;',
        )) ||
      (s.mutator === 'ObjectLiteral' &&
        on(
          s,
          DETAIL,
          /^'season\.toggleWatched': \{$/,
          "stateIn({ loaded: { episodes: 'shown' } }),",
        )),
  },
  {
    name: 'detail modal: the opening season among those listed',
    why: 'The numbers looked for are those of the wanted and the resumed season, and `numbers.includes(undefined)` is false as the list holds season numbers only: the check that one is set first is for TypeScript.',
    matches: (s) =>
      s.mutator === 'ConditionalExpression' &&
      s.replacement === 'true' &&
      s.original === 'number !== undefined' &&
      on(
        s,
        DETAIL,
        /^function initialSeason\(/,
        '[wanted, resumed].find((number) => number !== undefined && numbers.includes(number)) ??',
      ),
  },
  {
    name: "detail modal: an old link's look-up is a media id or nothing",
    why: "The look-up's output is `null` or `mediaIdOf` of the title found, which always starts `tmdb-`: it is never the empty string.",
    matches: (s) =>
      ['ConditionalExpression', 'StringLiteral'].includes(s.mutator) &&
      ["event.output !== ''", "''"].includes(s.original) &&
      on(
        s,
        DETAIL,
        /^foundCurrentId: /,
        "'output' in event && typeof event.output === 'string' && event.output !== '',",
      ),
  },
  {
    name: 'detail modal: go-to checks the submit event',
    why: '`episodeMayExist` guards only `goTo.submit`: the check of the event type narrows it for TypeScript, so taken as holding (or its `false` as `true`) it changes nothing.',
    matches: (s) =>
      ((s.mutator === 'ConditionalExpression' && s.replacement === 'false') ||
        (s.mutator === 'BooleanLiteral' && s.original === 'false')) &&
      on(s, DETAIL, /^episodeMayExist: /, "if (event.type !== 'goTo.submit') return false;"),
  },
  {
    name: 'detail modal: the ends that take no event',
    why: '`redirecting` and `unknownTitle` take no event and no view reads whether the actor is done, so whether they are final changes nothing; likewise a title without seasons left in `starting` instead of `none` (neither is read by a view nor takes an event).',
    matches: (s) =>
      (['ObjectLiteral', 'StringLiteral'].includes(s.mutator) &&
        ["{ type: 'final' }", "'final'"].includes(s.original) &&
        (on(s, DETAIL, /^\}\)\.createMachine\(\{$/, "redirecting: { type: 'final' },") ||
          on(s, DETAIL, /^\}\)\.createMachine\(\{$/, "unknownTitle: { type: 'final' },"))) ||
      (['ObjectLiteral', 'StringLiteral'].includes(s.mutator) &&
        ["{ target: 'none' }", "'none'"].includes(s.original) &&
        on(s, DETAIL, /^starting: \{$/, "{ target: 'none' },")),
  },
  {
    name: 'detail modal: the episodes while a season loads',
    why: 'While a season loads, or after it failed, the view shows its loading or failed note instead of the episodes, and a load that succeeds replaces them: what they are set to on choosing a season is never shown.',
    matches: (s) =>
      s.mutator === 'ArrayDeclaration' &&
      s.original === '[]' &&
      on(
        s,
        DETAIL,
        /^'season\.select': \{$/,
        'actions: assign({ season: ({ event }) => event.season, episodes: [] }),',
      ),
  },
  {
    name: 'detail modal: the episode found is in a season the show lists',
    why: '`episodeMayExist` let the look-up go only for a season the show lists, and the episode comes from that season, so `seasonEntry` always finds its season: the fallback is for TypeScript.',
    matches: (s) =>
      ['OptionalChaining', 'StringLiteral'].includes(s.mutator) &&
      on(s, DETAIL, /^type: 'openEpisode',$/, "seasonId: season?.tmdbId ?? '',"),
  },
];
