import { assign, fromPromise, setup } from 'xstate';
import type { ScrapeAllResult, ScrapeMedia } from '../../contracts/scrape.ts';
import type { Stream } from '../../contracts/stream.ts';
import {
  applyScrapeProgress,
  type ScrapeProgressEvent,
  type SourceProgress,
} from '../../domain/scrapeProgress.ts';
import { isScrapeNotFound, type ScraperClient } from '../../services/scraper/index.ts';

export interface ScrapingInput {
  scraper: ScraperClient;
  media: ScrapeMedia;
  /** The viewer's sources and embeds, best first; none: the server's order. */
  sourceOrder?: string[];
  embedOrder?: string[];
}

/** How the run ended, for the player: a stream and where it came from, or why there is none. */
export type ScrapingOutput =
  | { outcome: 'found'; stream: Stream; sourceId: string; embedId?: string }
  | { outcome: 'notFound' }
  | { outcome: 'failed' };

interface ScrapingContext extends ScrapingInput {
  sources: SourceProgress[];
  /** A stream, or nothing found; null while it runs, and when it failed. */
  output: ScrapingOutput | null;
}

type ScrapingEvent = { type: 'scrape.progress'; progress: ScrapeProgressEvent };

/**
 * The automatic source search (spec doc 2 §4 "Scraping progress"): the scraping API runs the
 * sources in order and reports each one waiting, pending, then a success, a failure or nothing
 * found, with the embeds it discovers; the list follows. It ends with the first stream found, with
 * nothing found (`noOutput` or the server's NotFoundError), or failed ("SSE closed improperly",
 * an HTTP error): a failure is logged, and the player says it found nothing.
 */
export const scrapingMachine = setup({
  types: {
    input: {} as ScrapingInput,
    context: {} as ScrapingContext,
    events: {} as ScrapingEvent,
    output: {} as ScrapingOutput,
  },
  actors: {
    scrapeAll: fromPromise<
      ScrapeAllResult | undefined,
      ScrapingInput & { report: (progress: ScrapeProgressEvent) => void }
    >(({ input, signal }) =>
      input.scraper.scrapeAll(input.media, {
        sourceOrder: input.sourceOrder,
        embedOrder: input.embedOrder,
        signal,
        onProgress: input.report,
      }),
    ),
  },
  actions: {
    logFailure: (_, { error }: { error: unknown }) => console.error('Scraping failed', error),
  },
}).createMachine({
  id: 'scraping',
  context: ({ input }) => ({ ...input, sources: [], output: null }),
  initial: 'running',
  states: {
    running: {
      invoke: {
        id: 'scrapeAll',
        src: 'scrapeAll',
        input: ({ context, self }) => ({
          scraper: context.scraper,
          media: context.media,
          sourceOrder: context.sourceOrder,
          embedOrder: context.embedOrder,
          report: (progress) => self.send({ type: 'scrape.progress', progress }),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output !== undefined,
            target: 'found',
            actions: assign({
              output: ({ event }) => {
                const { stream, sourceId, embedId } = event.output as ScrapeAllResult;
                return { outcome: 'found', stream, sourceId, ...(embedId && { embedId }) };
              },
            }),
          },
          { target: 'notFound', actions: assign({ output: { outcome: 'notFound' } }) },
        ],
        onError: [
          {
            guard: ({ event }) => isScrapeNotFound(event.error),
            target: 'notFound',
            actions: assign({ output: { outcome: 'notFound' } }),
          },
          {
            target: 'failed',
            actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
      on: {
        'scrape.progress': {
          actions: assign({
            sources: ({ context, event }) => applyScrapeProgress(context.sources, event.progress),
          }),
        },
      },
    },
    found: { type: 'final' },
    notFound: { type: 'final' },
    failed: { type: 'final' },
  },
  // A run that ended with neither a stream nor "not found" failed.
  output: ({ context }) => context.output ?? { outcome: 'failed' },
});
