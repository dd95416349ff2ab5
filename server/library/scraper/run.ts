import type { FastifyBaseLogger } from 'fastify';
import type { ScrapeMedia, ScrapeUpdate } from '../../../src/contracts/scrape.ts';
import {
  type EmbedRef,
  type EmbedScraper,
  embeds,
  NotFoundError,
  type ScrapeContext,
  ScrapeError,
  type SourceScraper,
  sources,
} from './scrapers.ts';
import type { EventStream } from './sse.ts';

/** A scrape's context but for the signal and progress callback, which each run binds itself. */
export type RunContext = Omit<ScrapeContext, 'progress' | 'signal'> & { log: FastifyBaseLogger };

/**
 * The scrapers in the client's order: the listed ids first to last (unknown ids ignored, the others
 * skipped, as the client's disabled list wants), or by rank when no list is given.
 */
export function ordered<T extends { id: string; rank: number }>(
  scrapers: readonly T[],
  order: string[] | undefined,
): T[] {
  if (!order) return [...scrapers].sort((a, b) => b.rank - a.rank);
  const byId = new Map(scrapers.map((scraper) => [scraper.id, scraper]));
  return [...new Set(order)].flatMap((id) => byId.get(id) ?? []);
}

/** What the client learns of a scraper's error: ours say what happened, a bug says nothing. */
function describe(error: unknown): { name: string; message: string } {
  return error instanceof NotFoundError || error instanceof ScrapeError
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: 'Failed to scrape' };
}

/** A scraper that broke (not one that found nothing) is logged, then reported (spec doc 2 §4). */
function logFailure(log: FastifyBaseLogger, id: string, error: unknown) {
  if (!(error instanceof NotFoundError)) log.warn({ err: error, scraper: id }, 'scraper failed');
}

/** The final update of a scraper that threw: notfound, or a failure with the error. */
function verdict(id: string, error: unknown, log: FastifyBaseLogger): ScrapeUpdate {
  logFailure(log, id, error);
  if (error instanceof NotFoundError) {
    return { id, percentage: 100, status: 'notfound', reason: error.message };
  }
  return {
    id,
    percentage: 100,
    status: 'failure',
    reason: 'Failed to scrape',
    error: describe(error),
  };
}

/**
 * `/scrape`: the sources in order, and the embeds each discovers, until one yields a stream
 * (`completed`) or none does (`noOutput`). Stops quietly when the client goes away.
 */
export async function scrapeAll(
  media: ScrapeMedia,
  order: { sources?: string[]; embeds?: string[] },
  context: RunContext,
  events: EventStream,
): Promise<void> {
  const { signal } = events;
  const run = ordered(sources, order.sources).filter((source) =>
    source.mediaTypes.includes(media.type),
  );
  events.send('init', { sourceIds: run.map((source) => source.id) });

  const attempt = async <T>(id: string, scrape: (context: ScrapeContext) => Promise<T>) => {
    events.send('start', id);
    const progress = (percentage: number) =>
      events.send('update', { id, percentage, status: 'pending' });
    try {
      return await scrape({ ...context, signal, progress });
    } catch (error) {
      if (signal.aborted) throw error;
      events.send('update', verdict(id, error, context.log));
      return undefined;
    }
  };
  const succeeded = (id: string) =>
    events.send('update', { id, percentage: 100, status: 'success' });

  for (const source of run) {
    const output = await attempt(source.id, (scope) => source.scrape(media, scope));
    if (!output) continue;
    const stream = output.stream?.[0];
    if (stream) {
      succeeded(source.id);
      return events.finish('completed', { sourceId: source.id, stream });
    }
    const found = discovered(source, output.embeds, order.embeds);
    if (found.length === 0) {
      events.send('update', {
        id: source.id,
        percentage: 100,
        status: 'notfound',
        reason: 'No embeds found',
      });
      continue;
    }
    succeeded(source.id);
    events.send('discoverEmbeds', {
      sourceId: source.id,
      embeds: found.map(({ id, scraper }) => ({ id, embedScraperId: scraper.id })),
    });
    for (const { id, scraper, url } of found) {
      const result = await attempt(id, async (scope) => {
        const { stream } = await scraper.scrape(url, scope);
        if (!stream[0]) throw new NotFoundError('No stream :(');
        return stream[0];
      });
      if (!result) continue;
      succeeded(id);
      return events.finish('completed', {
        sourceId: source.id,
        embedId: scraper.id,
        stream: result,
      });
    }
  }
  events.finish('noOutput', {});
}

/**
 * A source's embeds in the client's embed order, each with an id of its own (`{sourceId}-{n}`, n its
 * place in the source's list, so a mirror keeps its id whatever the order).
 */
function discovered(source: SourceScraper, found: EmbedRef[], order: string[] | undefined) {
  const rankOf = new Map(ordered(embeds, order).map((scraper, place) => [scraper.id, place]));
  return found
    .map((embed, n) => ({
      id: `${source.id}-${n}`,
      url: embed.url,
      scraper: embeds.find((scraper) => scraper.id === embed.embedId),
      place: rankOf.get(embed.embedId),
    }))
    .filter(
      (embed): embed is typeof embed & { scraper: EmbedScraper; place: number } =>
        embed.scraper !== undefined && embed.place !== undefined,
    )
    .sort((a, b) => a.place - b.place);
}

/** `/scrape/source`: one source; its embeds and streams, or an `error` (NotFoundError: not there). */
export async function scrapeSource(
  source: SourceScraper,
  media: ScrapeMedia,
  context: RunContext,
  events: EventStream,
): Promise<void> {
  if (!source.mediaTypes.includes(media.type)) {
    return events.finish('error', {
      name: 'NotFoundError',
      message: `${source.name} has no ${media.type}s`,
    });
  }
  try {
    const output = await source.scrape(media, {
      ...context,
      signal: events.signal,
      progress: () => {},
    });
    if (output.embeds.length === 0 && !output.stream?.length) return events.finish('noOutput', {});
    events.finish('completed', {
      embeds: output.embeds,
      ...(output.stream?.length && { stream: output.stream }),
    });
  } catch (error) {
    if (events.signal.aborted) return;
    logFailure(context.log, source.id, error);
    events.finish('error', describe(error));
  }
}

/** `/scrape/embed`: one embed scraper on one URL. */
export async function scrapeEmbed(
  scraper: EmbedScraper,
  url: string,
  context: RunContext,
  events: EventStream,
): Promise<void> {
  try {
    const { stream } = await scraper.scrape(url, {
      ...context,
      signal: events.signal,
      progress: () => {},
    });
    if (stream.length === 0) return events.finish('noOutput', {});
    events.finish('completed', { stream });
  } catch (error) {
    if (events.signal.aborted) return;
    logFailure(context.log, scraper.id, error);
    events.finish('error', describe(error));
  }
}
