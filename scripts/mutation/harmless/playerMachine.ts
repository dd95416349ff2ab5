import type { HarmlessKind } from '../harmless.ts';
import type { Survivor } from '../report.ts';
import { type Checked, inFile, isOneOf } from './match.ts';

const inPlayerMachine = (matches: (s: Survivor) => boolean) =>
  inFile('src/machines/player/player.machine.ts', matches);

/**
 * Checks that the meta is there, on lines that run only in `playing` (bookmark, buttons, intro).
 */
const META_CHECKS: Checked[] = [
  {
    lineText: 'const imdbId = meta?.detail.imdbId;',
    mutator: 'OptionalChaining',
    original: 'meta?.detail',
  },
  {
    lineText:
      "if (!introSkip?.baseUrl || !introSkip.key || !imdbId || meta?.media.type !== 'show') {",
    mutator: 'OptionalChaining',
    original: 'meta?.media',
  },
  { lineText: 'if (context.meta) {', mutator: 'ConditionalExpression', original: 'context.meta' },
  { lineText: 'if (context.meta)', mutator: 'ConditionalExpression', original: 'context.meta' },
  {
    lineText: 'hasNext: context.meta?.episode?.next !== undefined,',
    mutator: 'OptionalChaining',
    original: 'context.meta?.episode',
  },
  {
    lineText: 'guard: ({ context }) => context.meta?.episode?.next !== undefined,',
    mutator: 'OptionalChaining',
    original: 'context.meta?.episode',
  },
  {
    lineText: 'const next = context.meta?.episode?.next;',
    mutator: 'OptionalChaining',
    original: 'context.meta?.episode',
  },
];

/** The two checks that there is a next episode, on `episode.next`. */
const NEXT_EPISODE_CHECKS: Checked[] = [
  {
    lineText: 'guard: ({ context }) => context.meta?.episode?.next !== undefined,',
    mutator: 'ConditionalExpression',
    original: 'context.meta?.episode?.next !== undefined',
  },
  {
    lineText: 'guard: ({ context }) => context.meta?.episode?.next !== undefined,',
    mutator: 'OptionalChaining',
    original: 'context.meta?.episode?.next',
  },
  {
    lineText: 'const next = context.meta?.episode?.next;',
    mutator: 'OptionalChaining',
    original: 'context.meta?.episode?.next',
  },
  { lineText: 'if (next) {', mutator: 'ConditionalExpression', original: 'next' },
];

/**
 * Harmless survivors of the player machine (src/machines/player/player.machine.ts): each kind
 * matches only the lines it was checked on.
 */
export const PLAYER_MACHINE_HARMLESS: HarmlessKind[] = [
  {
    name: 'player: the meta is loaded while playing',
    why: "Bookmarking, the next-episode and skip-intro inputs and 'episode.next' are handled only in `playing`, which is reached only after the title's meta loaded and left (to `idle`) when reset clears it: these checks for a missing meta are for TypeScript.",
    matches: inPlayerMachine((s) => isOneOf(s, META_CHECKS)),
  },
  {
    name: 'player: the next episode is asked for only when there is one',
    why: "'episode.next' comes only from the next-episode machine, which asks only when the player told it `hasNext` (the meta names a next episode, so its `episode` is there); the guard and the `if (next)` inside it check the same thing, so either alone does.",
    matches: inPlayerMachine(
      (s) =>
        isOneOf(s, NEXT_EPISODE_CHECKS) &&
        (s.mutator === 'OptionalChaining' || s.replacement === 'true'),
    ),
  },
  {
    name: 'player: a title that loaded',
    why: 'This assignment runs only past the `found` guard, so `output` is there, and its `scrapers` is always a list (an empty one when the scraping API did not answer): the `?.` and the `?? []` fallback are never used.',
    matches: inPlayerMachine(
      (s) =>
        (s.mutator === 'OptionalChaining' &&
          s.original === 'event.output?.meta' &&
          s.lineText === 'meta: event.output?.meta ?? null,') ||
        (['OptionalChaining', 'ArrayDeclaration'].includes(s.mutator) &&
          ['event.output?.scrapers', '[]'].includes(s.original) &&
          s.lineText === 'scrapers: event.output?.scrapers ?? [],'),
    ),
  },
  {
    name: 'player: without the extension, it does not work',
    why: '`prepareForStream` only awaits `extensionWorks()` and tests it for truth: `undefined` is as false as `false`.',
    matches: inPlayerMachine((s) =>
      isOneOf(s, [
        {
          mutator: 'ArrowFunction',
          original: 'async () => false',
          lineText: 'extensionWorks: async () => false,',
        },
      ]),
    ),
  },
  {
    name: 'player: an empty order is no order',
    why: "Without scrapers listed, the source and embed orders are empty lists, and the scraping client leaves an empty order out of the `/scrape` request, just as no order: the server's own order stands either way.",
    matches: inPlayerMachine(
      (s) =>
        ['ConditionalExpression', 'EqualityOperator'].includes(s.mutator) &&
        s.original === 'context.scrapers.length > 0' &&
        s.lineText === 'const ordered = context.scrapers.length > 0;',
    ),
  },
  {
    name: 'player: the scrapers before the title loads',
    why: "The list is set when the title loads; before that only the not-found screen of a title that did not load reads it, and its source list keeps only entries of type 'source' and names only the embed ids it is given, so an entry that is no scraper shows nothing.",
    matches: inPlayerMachine(
      (s) =>
        s.mutator === 'ArrayDeclaration' && s.original === '[]' && s.lineText === 'scrapers: [],',
    ),
  },
  {
    name: 'player: the interface settings are always given',
    why: "The input lets the interface-settings store be left out, but the player page (the machine's only owner) always gives it, so the `?.` before reading the default subtitle language never short-circuits.",
    matches: inPlayerMachine((s) =>
      isOneOf(s, [
        {
          mutator: 'OptionalChaining',
          original: 'context.stores.interfaceSettings?.getSnapshot',
          lineText:
            'context.stores.interfaceSettings?.getSnapshot().context.defaultSubtitleLanguage,',
        },
      ]),
    ),
  },
  {
    name: "player: a scrapers' list no longer waited for",
    why: 'The request is aborted only when the player left the loading (reset, or the page closed): the result is dropped either way, so logging the abort as a failure (the mutant) only adds a misleading console line; that leaving aborts the request is tested.',
    matches: inPlayerMachine((s) =>
      isOneOf(s, [
        {
          mutator: 'ConditionalExpression',
          original: 'signal.aborted',
          lineText: 'if (signal.aborted) throw error;',
        },
      ]),
    ),
  },
];
