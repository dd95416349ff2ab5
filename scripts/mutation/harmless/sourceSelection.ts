import type { HarmlessKind } from '../harmless.ts';
import { type Checked, inFile, isOneOf } from './match.ts';

const SOURCE_SELECTION = 'machines/player/sourceSelection.machine.ts';
const inSourceSelection = (checked: Checked[]) =>
  inFile(SOURCE_SELECTION, (s) => isOneOf(s, checked));

/** `?.` on the source picked, and the `''` id it falls back to without one. */
const sourceChecks = (lineText: string, optional: string): Checked[] => [
  { lineText, mutator: 'OptionalChaining', original: optional },
  { lineText, mutator: 'StringLiteral', original: "''" },
];

/**
 * Harmless survivors of the source selection (src/machines/player/sourceSelection.machine.ts):
 * each kind matches only the lines it was checked on.
 */
export const SOURCE_SELECTION_HARMLESS: HarmlessKind[] = [
  {
    name: 'source selection: a source is picked by then',
    why: "`pick` runs only on 'source.pick', whose event always carries a source; `scrapingSource` is entered only past the `picked` guard, and every way to `found` has a source picked (the provider's page past `isProvider`, a stream past a scrape); in `isProvider` and the provider's lookup the kind check before has found a source. The `?.` and the `''` fallback are there for TypeScript.",
    matches: inSourceSelection([
      ...sourceChecks("const picked = source?.id ?? '';", 'source?.id'),
      ...sourceChecks("sourceId: context.source?.id ?? '',", 'context.source?.id'),
      {
        lineText: 'context.providers.some((provider) => provider.id === context.source?.id),',
        mutator: 'OptionalChaining',
        original: 'context.source?.id',
      },
      {
        lineText: 'const provider = context.providers.find(({ id }) => id === context.source?.id);',
        mutator: 'OptionalChaining',
        original: 'context.source?.id',
      },
    ]),
  },
  {
    name: 'source selection: embeds are offered only when there are several',
    why: "A source's result with one embed takes the `=== 1` branch before the `> 1` one, so `>= 1` there sees only several; and the context's `embeds` is set only from that branch (several) or emptied by a pick, so it never holds exactly one and `offersEmbeds`' `>= 1` agrees with `> 1`.",
    matches: inFile(
      SOURCE_SELECTION,
      (s) =>
        s.replacement.endsWith('>= 1') &&
        isOneOf(s, [
          {
            lineText: 'offersEmbeds: ({ context }) => context.embeds.length > 1,',
            mutator: 'EqualityOperator',
            original: 'context.embeds.length > 1',
          },
          {
            lineText: 'guard: ({ event }) => embedsOf(event.output).length > 1,',
            mutator: 'EqualityOperator',
            original: 'embedsOf(event.output).length > 1',
          },
        ]),
    ),
  },
  {
    name: 'source selection: a provider listed is a provider configured',
    why: "The source list offers as providers exactly the player's configured providers, which are the selection's: a source of kind 'provider' always has its id among them, so the id check inside `some` taken as true changes nothing. (That the kind is checked, and that every provider frames its own page, is tested.)",
    matches: inSourceSelection([
      {
        lineText: 'context.providers.some((provider) => provider.id === context.source?.id),',
        mutator: 'ConditionalExpression',
        original: 'provider.id === context.source?.id',
      },
    ]),
  },
  {
    name: 'source selection: a movie has no season',
    why: "A movie's scraping media has no season or episode number, so taking it for a show gives an address without them, and `providerUrl` picks the movie's page for an address without a season and episode just as for a movie's.",
    matches: inSourceSelection([
      {
        lineText: "media.type === 'show'",
        mutator: 'ConditionalExpression',
        original: "media.type === 'show'",
      },
    ]),
  },
  {
    name: 'source selection: a status only with a pick',
    why: '`pickState` finds a status only in the states a pick leads to, which always have a source and a list of embeds in their context (a missing snapshot has no status): `||` for `&&` and the `[]` fallback for the embeds change no answer.',
    matches: inSourceSelection([
      {
        lineText:
          'return status && source ? { source, embed: embed ?? null, embeds: embeds ?? [], status } : null;',
        mutator: 'LogicalOperator',
        original: 'status && source',
      },
      {
        lineText:
          'return status && source ? { source, embed: embed ?? null, embeds: embeds ?? [], status } : null;',
        mutator: 'ArrayDeclaration',
        original: '[]',
      },
    ]),
  },
];
