import { assign, fromPromise, setup } from 'xstate';
import type { Scraper } from '../../contracts/scrape.ts';
import type { ScraperClient } from '../../services/scraper/index.ts';

export interface SourceListInput {
  scraper: Pick<ScraperClient, 'metadata'>;
}

interface SourceListContext extends SourceListInput {
  /** The scraping API's scrapers, sources and embeds, as `/metadata` lists them. */
  scrapers: Scraper[];
}

type SourceListEvent = { type: 'sources.retry' };

/**
 * The scrapers the source-order settings list (spec doc 1 §2 `/settings#source-order`): loaded
 * from the scraping API's `/metadata`; a failure is logged and can be tried again.
 */
export const sourceListMachine = setup({
  types: {
    input: {} as SourceListInput,
    context: {} as SourceListContext,
    events: {} as SourceListEvent,
    children: {} as { loadScrapers: 'loadScrapers' },
  },
  actors: {
    loadScrapers: fromPromise<Scraper[], SourceListInput>(({ input, signal }) =>
      input.scraper.metadata({ signal }),
    ),
  },
  actions: {
    logFailure: (_, params: { error: unknown }) =>
      console.error('The scraper list failed to load', params.error),
  },
}).createMachine({
  id: 'sourceList',
  context: ({ input }) => ({ ...input, scrapers: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadScrapers',
        src: 'loadScrapers',
        input: ({ context }) => ({ scraper: context.scraper }),
        onDone: {
          target: 'ready',
          actions: assign({ scrapers: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {},
    failed: { on: { 'sources.retry': 'loading' } },
  },
});
