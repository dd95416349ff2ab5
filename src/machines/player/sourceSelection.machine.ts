import { assign, fromPromise, setup } from 'xstate';
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

/** An embed a source found, for the viewer to pick when there are several. */
export interface FoundEmbed {
  embedId: string;
  url: string;
}

interface SourceSelectionContext extends SourceSelectionInput {
  embeds: FoundEmbed[];
  embed: FoundEmbed | null;
  stream: Stream | null;
}

type SourceSelectionEvent =
  | { type: 'source.pick'; source: SourceOption }
  | { type: 'embed.pick'; embed: FoundEmbed };

const streamOf = (result: ScrapeSourceResult | ScrapeEmbedResult | undefined) =>
  result?.stream?.[0] ?? null;
const embedsOf = (result: ScrapeSourceResult | undefined) => result?.embeds ?? [];

/** Another source may be picked at any time but the end: what was under way stops. */
const repick = { 'source.pick': { target: '#sourceSelection.starting', actions: 'pick' } } as const;

/** A failure other than "not found" is worth a line in the console. */
const notFound = ({ event }: { event: { error: unknown } }) => isScrapeNotFound(event.error);

/**
 * Picking a source by hand (spec doc 2 §4 "Source selection"): an embed provider plays its page in
 * an iframe at once; a scraper source is scraped: its stream plays, its one embed is scraped in
 * turn, several embeds are offered to pick from; nothing found (no stream, no embeds) or a failure
 * is shown, and another source may be picked. Ends with the stream to play.
 */
export const sourceSelectionMachine = setup({
  types: {
    input: {} as SourceSelectionInput,
    context: {} as SourceSelectionContext,
    events: {} as SourceSelectionEvent,
    output: {} as { stream: Stream; sourceId: string; embedId?: string },
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
    pick: assign({
      source: ({ event }) => (event.type === 'source.pick' ? event.source : undefined),
      embeds: [],
      embed: null,
    }),
  },
  guards: {
    picked: ({ context }) => context.source !== undefined,
    isProvider: ({ context }) =>
      context.source?.kind === 'provider' &&
      context.providers.some((provider) => provider.id === context.source?.id),
  },
}).createMachine({
  id: 'sourceSelection',
  context: ({ input }) => ({ ...input, embeds: [], embed: null, stream: null }),
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
        'embed.pick': {
          target: 'scrapingEmbed',
          actions: assign({ embed: ({ event }) => event.embed }),
        },
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
    /** "No stream :(" */
    noStream: { on: repick },
    /** "No embeds found" */
    noEmbeds: { on: repick },
    /** "Failed to scrape" */
    failed: { on: repick },
    found: { type: 'final' },
  },
  output: ({ context }) => ({
    stream: context.stream as Stream,
    sourceId: context.source?.id ?? '',
    ...(context.embed && { embedId: context.embed.embedId }),
  }),
});
