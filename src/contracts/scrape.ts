import * as z from 'zod/mini';
import { streamSchema } from './stream.ts';

/**
 * The scraping API (CONTRACTS.md §3): server-sent events over `GET {base}/scrape`,
 * `/scrape/source` and `/scrape/embed`, and the JSON list at `/metadata`. The local server answers it
 * over the media library; a deployment may point the app at another that speaks the same.
 */

/** What is being looked for, sent as query parameters. */
export const scrapeMediaSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('movie'),
    title: z.string(),
    releaseYear: z.number(),
    tmdbId: z.string(),
    imdbId: z.optional(z.string()),
  }),
  z.object({
    type: z.literal('show'),
    title: z.string(),
    releaseYear: z.number(),
    tmdbId: z.string(),
    imdbId: z.optional(z.string()),
    episodeNumber: z.number(),
    episodeTmdbId: z.string(),
    seasonNumber: z.number(),
    seasonTmdbId: z.string(),
  }),
]);
export type ScrapeMedia = z.infer<typeof scrapeMediaSchema>;

/** `/metadata`: the scrapers the server runs, best rank first when ordered by rank. */
export const scraperSchema = z.object({
  type: z.enum(['source', 'embed']),
  id: z.string(),
  rank: z.number(),
  name: z.string(),
  mediaTypes: z.optional(z.array(z.enum(['movie', 'show']))),
});
export type Scraper = z.infer<typeof scraperSchema>;
export const scraperListSchema = z.array(scraperSchema);

export const scrapeStatuses = ['success', 'failure', 'notfound', 'pending'] as const;
export type ScrapeStatus = (typeof scrapeStatuses)[number];

/** The data of each named event; `token` and `start` carry a bare string. */
export const scrapeEventSchemas = {
  token: z.string(),
  init: z.object({ sourceIds: z.array(z.string()) }),
  start: z.string(),
  update: z.object({
    id: z.string(),
    percentage: z.number(),
    status: z.enum(scrapeStatuses),
    reason: z.optional(z.string()),
    error: z.optional(z.unknown()),
  }),
  discoverEmbeds: z.object({
    sourceId: z.string(),
    embeds: z.array(z.object({ id: z.string(), embedScraperId: z.string() })),
  }),
  noOutput: z.unknown(),
  error: z.object({ name: z.string(), message: z.string() }),
} as const;

/** `completed` of `/scrape`: the stream found, and by which source (and embed). */
export const scrapeAllResultSchema = z.object({
  sourceId: z.string(),
  embedId: z.optional(z.string()),
  stream: streamSchema,
});
/** `completed` of `/scrape/source`: embeds to scrape next, and any streams found directly. */
export const scrapeSourceResultSchema = z.object({
  embeds: z.array(z.object({ embedId: z.string(), url: z.string() })),
  stream: z.optional(z.array(streamSchema)),
});
/** `completed` of `/scrape/embed`. */
export const scrapeEmbedResultSchema = z.object({ stream: z.array(streamSchema) });

export type ScrapeAllResult = z.infer<typeof scrapeAllResultSchema>;
export type ScrapeSourceResult = z.infer<typeof scrapeSourceResultSchema>;
export type ScrapeEmbedResult = z.infer<typeof scrapeEmbedResultSchema>;
export type ScrapeUpdate = z.infer<typeof scrapeEventSchemas.update>;
export type DiscoveredEmbeds = z.infer<typeof scrapeEventSchemas.discoverEmbeds>;

/** The event that ends a stream: `completed`, `noOutput` or `error`. */
export const TERMINAL_EVENTS = ['completed', 'noOutput', 'error'] as const;
