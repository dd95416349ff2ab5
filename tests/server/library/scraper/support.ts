import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import { libraryPlugin, MEDIA_DIR } from '../../../../server/library/plugin.ts';
import type { ScraperOptions } from '../../../../server/library/scraper/plugin.ts';
import { libraryManifestSchema } from '../../../../src/contracts/library.ts';
import {
  type ScrapeMedia,
  scrapeAllResultSchema,
  scrapeEmbedResultSchema,
  scrapeEventSchemas,
  scrapeSourceResultSchema,
} from '../../../../src/contracts/scrape.ts';
import type { Stream } from '../../../../src/contracts/stream.ts';
import { clipStream } from '../../../../src/domain/library.ts';

/** The catalogue titles of the scenario table (server/library/scraper/scenarios.ts). */
const pioneer = (episodeNumber: number): ScrapeMedia => ({
  type: 'show',
  title: 'Pioneer One',
  releaseYear: 2010,
  tmdbId: '33050',
  imdbId: 'tt1748166',
  seasonNumber: 1,
  seasonTmdbId: '46391',
  episodeNumber,
  episodeTmdbId: String(1000 + episodeNumber),
});
export const TITLES = {
  sintel: { type: 'movie', title: 'Sintel', releaseYear: 2010, tmdbId: '45745' },
  tearsOfSteel: { type: 'movie', title: 'Tears of Steel', releaseYear: 2012, tmdbId: '133701' },
  bigBuckBunny: { type: 'movie', title: 'Big Buck Bunny', releaseYear: 2008, tmdbId: '10378' },
  elephantsDream: { type: 'movie', title: 'Elephants Dream', releaseYear: 2006, tmdbId: '9761' },
  pioneer1: pioneer(1),
  pioneer2: pioneer(2),
  pioneer3: pioneer(3),
  theGeneral: { type: 'movie', title: 'The General', releaseYear: 1926, tmdbId: '961' },
  // In the catalogue, not in the library.
  nosferatu: { type: 'movie', title: 'Nosferatu', releaseYear: 1922, tmdbId: '653' },
} satisfies Record<string, ScrapeMedia>;

/** The media's query parameters, as a client sends them, and any others. */
export function query(media: ScrapeMedia | undefined, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...media, ...extra })) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

export const HOST = 'flicker.test';
export const ORIGIN = `http://${HOST}`;

const manifest = libraryManifestSchema.parse(
  JSON.parse(readFileSync(join(MEDIA_DIR, 'manifest.json'), 'utf8')),
);
/** The library's stream of a clip, with URLs at the test requests' origin. */
export function libraryStream(clipId: string, origin = ORIGIN): Stream {
  const clip = manifest.clips.find((candidate) => candidate.id === clipId);
  if (!clip) throw new Error(`no clip ${clipId}`);
  return clipStream(clip, `${origin}/library`);
}

export interface ScrapeEvent {
  event: string;
  data: unknown;
}

/** The events of a complete `text/event-stream` body. */
export function parseEvents(body: string): ScrapeEvent[] {
  expect(body.endsWith('\n\n')).toBe(true);
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n');
      expect(lines).toHaveLength(2);
      const [event, data] = lines as [string, string];
      expect(event).toMatch(/^event: /);
      expect(data).toMatch(/^data: /);
      return { event: event.slice(7), data: JSON.parse(data.slice(6)) };
    });
}

const completedSchemas = {
  all: scrapeAllResultSchema,
  source: scrapeSourceResultSchema,
  embed: scrapeEmbedResultSchema,
};

/** Every event's data is what src/contracts/scrape.ts says; the last one, and only it, ends the stream. */
export function expectContract(events: ScrapeEvent[], endpoint: keyof typeof completedSchemas) {
  events.forEach(({ event, data }, index) => {
    const schema =
      event === 'completed'
        ? completedSchemas[endpoint]
        : scrapeEventSchemas[event as keyof typeof scrapeEventSchemas];
    expect(schema, `unknown event ${event}`).toBeDefined();
    expect(
      z.safeParse(schema as z.ZodMiniType, data).success,
      `${event} ${JSON.stringify(data)}`,
    ).toBe(true);
    const terminal = ['completed', 'noOutput', 'error'].includes(event);
    expect(terminal).toBe(index === events.length - 1);
  });
}

/** The library plugin (and so the scraping API) alone, as the app registers it. */
export async function libraryApp(
  scraper: Omit<ScraperOptions, 'mediaDir' | 'libraryPrefix' | 'publicUrl'> = {},
  logger: FastifyServerOptions['logger'] = false,
  { publicUrl }: { publicUrl?: string } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  await app.register(libraryPlugin, { prefix: '/library', scraper, publicUrl });
  await app.ready();
  return app;
}

/** Runs `path?query` to its end and returns its events, checked against the contract. */
export async function scrape(
  app: FastifyInstance,
  path: string,
  params: string,
): Promise<ScrapeEvent[]> {
  const response = await app.inject({
    url: `/library/scraper${path}?${params}`,
    headers: { host: HOST },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  expect(response.headers['access-control-allow-origin']).toBe('*');
  const events = parseEvents(response.body);
  expectContract(
    events,
    path === '/scrape' ? 'all' : path === '/scrape/source' ? 'source' : 'embed',
  );
  return events;
}

/** The update events of a scraper that looked and found, failed, or found nothing. */
export const pending = (id: string, percentage = 50) => ({
  event: 'update',
  data: { id, percentage, status: 'pending' },
});
export const success = (id: string) => ({
  event: 'update',
  data: { id, percentage: 100, status: 'success' },
});
export const notFound = (id: string, reason = "We couldn't find that") => ({
  event: 'update',
  data: { id, percentage: 100, status: 'notfound', reason },
});
export const start = (id: string) => ({ event: 'start', data: id });
/** A source that looks and finds nothing. */
export const misses = (id: string) => [start(id), pending(id), notFound(id)];
export const finds = (id: string) => [start(id), pending(id), success(id)];
