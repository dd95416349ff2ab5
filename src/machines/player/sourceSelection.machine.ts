import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { ScrapeEmbedResult, ScrapeMedia, ScrapeSourceResult } from '../../contracts/scrape.ts';
import type { Stream } from '../../contracts/stream.ts';
import { type EmbedProvider, providerUrl, type SourceOption } from '../../domain/sources.ts';
import { isScrapeNotFound, type ScraperClient } from '../../services/scraper/index.ts';

export interface SourceSelectionInput {
  scraper: ScraperClient;
  media: ScrapeMedia;
  providers: EmbedProvider[];
  /** Where relative provider URLs are. */
  origin: string;
  /** The source picked, if any yet. */
  source?: SourceOption;
}

/** The stream to play, and where it came from. */
export interface SelectionOutput {
  stream: Stream;
  sourceId: string;
  embedId?: string;
}

/** An embed a source found, for the viewer to pick when there are several. */
export interface FoundEmbed {
  embedId: string;
  url: string;
}

/** How a pick came to nothing: the source list keeps saying so after another pick. */
export interface PickOutcome {
  status: 'noStream' | 'noEmbeds' | 'failed';
  /** The embed it was about, if any. */
  embed: FoundEmbed | null;
}

interface SourceSelectionContext extends SourceSelectionInput {
  embeds: FoundEmbed[];
  embed: FoundEmbed | null;
  stream: Stream | null;
  /** The sources picked before that came to nothing, by id. */
  outcomes: Record<string, PickOutcome>;
}

type SourceSelectionEvent =
  | { type: 'source.pick'; source: SourceOption }
  | { type: 'embed.pick'; embed: FoundEmbed };

const streamOf = (result: ScrapeSourceResult | ScrapeEmbedResult | undefined) =>
  result?.stream?.[0] ?? null;
const embedsOf = (result: ScrapeSourceResult | undefined) => result?.embeds ?? [];

/** Another source may be picked at any time but the end: what was under way stops. */
const repick = { 'source.pick': { target: '#sourceSelection.starting', actions: 'pick' } } as const;

/** After a pick came to nothing: another of the embeds offered may be tried. */
const repickEmbed = {
  'embed.pick': {
    guard: 'offersEmbeds',
    target: '#sourceSelection.scrapingEmbed',
    actions: 'pickEmbed',
  },
} as const;

/** A failure other than "not found" is worth a line in the console. */
const notFound = ({ event }: { event: { error: unknown } }) => isScrapeNotFound(event.error);

/**
 * Picking a source by hand (spec doc 2 §4 "Source selection"), before anything plays or while a
 * source plays (which goes on meanwhile): an embed provider plays its page in an iframe at once; a
 * scraper source is scraped: its stream plays, its one embed is scraped in turn, several embeds are
 * offered to pick from; nothing found (no stream, no embeds) or a failure is shown, and another
 * source, or another of the embeds offered, may be picked. Ends with the stream to play.
 */
export const sourceSelectionMachine = setup({
  types: {
    input: {} as SourceSelectionInput,
    context: {} as SourceSelectionContext,
    events: {} as SourceSelectionEvent,
    output: {} as SelectionOutput,
  },
  actors: {
    scrapeSource: fromPromise<
      ScrapeSourceResult | undefined,
      { scraper: ScraperClient; sourceId: string; media: ScrapeMedia }
    >(({ input, signal }) => input.scraper.scrapeSource(input.sourceId, input.media, { signal })),
    scrapeEmbed: fromPromise<
      ScrapeEmbedResult | undefined,
      { scraper: ScraperClient; embed: FoundEmbed }
    >(({ input, signal }) =>
      input.scraper.scrapeEmbed(input.embed.embedId, input.embed.url, { signal }),
    ),
  },
  actions: {
    logFailure: (_, { error }: { error: unknown }) =>
      console.error('Scraping the source failed', error),
    /** A new pick; what an earlier pick of the same source came to no longer holds. */
    pick: assign(({ context, event }) => {
      const source = event.type === 'source.pick' ? event.source : undefined;
      // The key is worked out first: StrykerJS would scope a mutant inside the pattern to a block.
      const picked = source?.id ?? '';
      const { [picked]: _, ...outcomes } = context.outcomes;
      return { source, embeds: [], embed: null, outcomes };
    }),
    remember: assign({
      outcomes: ({ context }, { status }: Pick<PickOutcome, 'status'>) =>
        context.source
          ? { ...context.outcomes, [context.source.id]: { status, embed: context.embed } }
          : context.outcomes,
    }),
    pickEmbed: assign({ embed: ({ event }) => (event.type === 'embed.pick' ? event.embed : null) }),
  },
  guards: {
    picked: ({ context }) => context.source !== undefined,
    /** The source found several embeds, offered to pick from (a single one is not offered). */
    offersEmbeds: ({ context }) => context.embeds.length > 1,
    isProvider: ({ context }) =>
      context.source?.kind === 'provider' &&
      context.providers.some((provider) => provider.id === context.source?.id),
  },
}).createMachine({
  id: 'sourceSelection',
  context: ({ input }) => ({ ...input, embeds: [], embed: null, stream: null, outcomes: {} }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          guard: 'isProvider',
          target: 'found',
          actions: assign({
            stream: ({ context }) => {
              const provider = context.providers.find(({ id }) => id === context.source?.id);
              const { media } = context;
              const address =
                media.type === 'show'
                  ? {
                      tmdbId: media.tmdbId,
                      season: media.seasonNumber,
                      episode: media.episodeNumber,
                    }
                  : { tmdbId: media.tmdbId };
              return provider
                ? {
                    type: 'iframe',
                    id: `provider-${provider.id}`,
                    flags: [],
                    captions: [],
                    iframeUrl: providerUrl(provider, address, context.origin),
                  }
                : null;
            },
          }),
        },
        { guard: 'picked', target: 'scrapingSource' },
        { target: 'listing' },
      ],
    },
    /** Nothing picked yet: the list is shown. */
    listing: { on: repick },
    scrapingSource: {
      on: repick,
      invoke: {
        id: 'scrapeSource',
        src: 'scrapeSource',
        input: ({ context }) => ({
          scraper: context.scraper,
          sourceId: context.source?.id ?? '',
          media: context.media,
        }),
        onDone: [
          {
            guard: ({ event }) => streamOf(event.output) !== null,
            target: 'found',
            actions: assign({ stream: ({ event }) => streamOf(event.output) }),
          },
          {
            guard: ({ event }) => embedsOf(event.output).length === 1,
            target: 'scrapingEmbed',
            actions: assign({ embed: ({ event }) => embedsOf(event.output)[0] ?? null }),
          },
          {
            guard: ({ event }) => embedsOf(event.output).length > 1,
            target: 'choosingEmbed',
            actions: assign({ embeds: ({ event }) => embedsOf(event.output) }),
          },
          { target: 'noEmbeds' },
        ],
        onError: [
          { guard: notFound, target: 'noStream' },
          {
            target: 'failed',
            actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** Several embeds: the viewer picks one (`/source/embeds`). */
    choosingEmbed: {
      on: {
        ...repick,
        'embed.pick': { target: 'scrapingEmbed', actions: 'pickEmbed' },
      },
    },
    scrapingEmbed: {
      on: repick,
      invoke: {
        id: 'scrapeEmbed',
        src: 'scrapeEmbed',
        input: ({ context }) => ({ scraper: context.scraper, embed: context.embed as FoundEmbed }),
        onDone: [
          {
            guard: ({ event }) => streamOf(event.output) !== null,
            target: 'found',
            actions: assign({ stream: ({ event }) => streamOf(event.output) }),
          },
          { target: 'noStream' },
        ],
        onError: [
          { guard: notFound, target: 'noStream' },
          {
            target: 'failed',
            actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** "No stream :(": the source, or the embed picked (`embed`), has none. */
    noStream: {
      entry: { type: 'remember', params: { status: 'noStream' } },
      on: { ...repick, ...repickEmbed },
    },
    /** "No embeds found" */
    noEmbeds: { entry: { type: 'remember', params: { status: 'noEmbeds' } }, on: repick },
    /** "Failed to scrape": the source, or the embed picked (`embed`). */
    failed: {
      entry: { type: 'remember', params: { status: 'failed' } },
      on: { ...repick, ...repickEmbed },
    },
    found: { type: 'final' },
  },
  output: ({ context }) => ({
    stream: context.stream as Stream,
    sourceId: context.source?.id ?? '',
    ...(context.embed && { embedId: context.embed.embedId }),
  }),
});

/** What a pick is doing, for the source list (doc 2 §2 "Source list states"). */
export type PickStatus = 'loading' | 'choosingEmbed' | 'noStream' | 'noEmbeds' | 'failed';

export interface PickState {
  source: SourceOption;
  /** The embed picked or scraped, when the status is about it. */
  embed: FoundEmbed | null;
  /** The embeds offered to pick from (several), or none. */
  embeds: FoundEmbed[];
  status: PickStatus;
}

const STATUS_OF: Record<string, PickStatus | undefined> = {
  scrapingSource: 'loading',
  scrapingEmbed: 'loading',
  found: 'loading',
  choosingEmbed: 'choosingEmbed',
  noStream: 'noStream',
  noEmbeds: 'noEmbeds',
  failed: 'failed',
};

/** The pick under way or how it ended, or null when nothing is picked. */
export function pickState(
  snapshot: SnapshotFrom<typeof sourceSelectionMachine> | undefined,
): PickState | null {
  const status = snapshot && STATUS_OF[String(snapshot.value)];
  const { source, embed, embeds } = snapshot?.context ?? {};
  return status && source ? { source, embed: embed ?? null, embeds: embeds ?? [], status } : null;
}
