import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { allowAnyOrigin } from '../../backend/cors.ts';
import { sendError } from '../../http/errors.ts';
import { publicOrigin } from '../../http/publicOrigin.ts';
import { createHumanCheck } from './humanCheck.ts';
import { loadLibrary } from './library.ts';
import { describeIssues, parseMediaQuery } from './media.ts';
import { type RunContext, scrapeAll, scrapeEmbed, scrapeSource } from './run.ts';
import { embeds, scraperList, sources } from './scrapers.ts';
import { type EventStream, openEventStream } from './sse.ts';

export interface ScraperOptions {
  mediaDir: string;
  /** Where the library's files are served (`/library`): streams point there. */
  libraryPrefix: string;
  /** Scrapes need a human-check token (SCRAPE_TOKEN_REQUIRED). */
  tokenRequired?: boolean;
  /** Signs the human-check tokens; a random one (tokens lost on restart) without it. */
  secret?: string;
  /** PUBLIC_URL: the origin the streams' links are built on (see publicOrigin). */
  publicUrl?: string;
  /** How long library-slow takes; 3 s by default. */
  slowMs?: number;
  now?: () => number;
}

const ONE = 'expected one value';
const orderList = z.optional(z.string(ONE).check(z.maxLength(2000)));
const scrapeQuery = z.object({ sourceOrder: orderList, embedOrder: orderList });
const idQuery = z.object({ id: z.string(ONE).check(z.maxLength(200)) });
const embedQuery = z.object({
  id: z.string(ONE).check(z.maxLength(200)),
  url: z.string(ONE).check(
    z.maxLength(2000),
    z.refine((url) => URL.canParse(url), 'expected an absolute URL'),
  ),
});
const answerBody = z.object({
  challenge: z.string().check(z.maxLength(2000)),
  answer: z.union([z.number(), z.string().check(z.maxLength(20))]),
});

/** `a,b,,c` → `[a, b, c]`; an empty or missing list means the default order. */
function list(value: string | undefined): string[] | undefined {
  const ids = value
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return ids?.length ? ids : undefined;
}

/**
 * The scraping API of CONTRACTS.md §3 over the media library (DESIGN.md §1): `GET /metadata`, the
 * event streams `GET /scrape`, `/scrape/source` and `/scrape/embed`, and the optional human check.
 * Any origin may call it. A malformed query is not a 400 but an `error` event named
 * ValidationError, so an EventSource client reads why; an unknown scraper id is an `error` named
 * UnknownScraperError.
 */
export const scraperPlugin: FastifyPluginAsync<ScraperOptions> = async (app, options) => {
  const library = loadLibrary(options.mediaDir);
  const humanCheck = createHumanCheck({
    secret: options.secret ?? randomBytes(32).toString('base64url'),
    now: options.now,
  });
  allowAnyOrigin(app);

  app.get('/metadata', async () => scraperList());

  app.get('/human-check', async () => humanCheck.challenge());
  app.post('/human-check', async (request, reply) => {
    const body = z.safeParse(answerBody, request.body);
    if (!body.success) return sendError(reply, 400, describeIssues(body.error.issues));
    const token = humanCheck.answer(body.data.challenge, body.data.answer);
    if (!token) return sendError(reply, 403, 'Wrong answer, or the question has expired');
    return { token };
  });

  /**
   * Opens the event stream, applies the human check, and runs `scrape`. Hijacked answers skip
   * onSend hooks, compression included; `compress: false` says so to whoever reads the routes.
   */
  const stream =
    (
      scrape: (request: FastifyRequest, context: RunContext, events: EventStream) => Promise<void>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const events = openEventStream(reply);
      try {
        if (options.tokenRequired) {
          const admission = humanCheck.admit((request.query as { token?: unknown }).token);
          if (!admission.admitted) {
            return events.finish('error', {
              name: 'HumanCheckRequired',
              message: 'Answer the human check (GET human-check) and send its token as token=',
            });
          }
          if (admission.issue) events.send('token', admission.issue);
        }
        const origin = publicOrigin(request, options.publicUrl);
        await scrape(
          request,
          {
            library,
            origin,
            libraryBase: `${origin}${options.libraryPrefix}`,
            slowMs: options.slowMs ?? 3000,
            log: request.log,
          },
          events,
        );
      } catch (error) {
        if (!events.signal.aborted) {
          request.log.error({ err: error }, 'scrape failed');
          events.finish('error', { name: 'Error', message: 'Failed to scrape' });
        }
      } finally {
        events.end();
      }
      // Reached only once the scrapers have returned: nothing of this request runs on.
      if (events.signal.aborted) request.log.debug('client went away: scrape stopped');
    };

  const invalid = (events: EventStream, message: string) =>
    events.finish('error', { name: 'ValidationError', message });
  const unknown = (events: EventStream, id: string) =>
    events.finish('error', { name: 'UnknownScraperError', message: `No scraper has the id ${id}` });

  app.get(
    '/scrape',
    { compress: false },
    stream(async (request, context, events) => {
      const media = parseMediaQuery(request.query);
      const orders = z.safeParse(scrapeQuery, request.query);
      if (!media.ok) return invalid(events, media.message);
      if (!orders.success) return invalid(events, describeIssues(orders.error.issues));
      const order = {
        sources: list(orders.data.sourceOrder),
        embeds: list(orders.data.embedOrder),
      };
      await scrapeAll(media.media, order, context, events);
    }),
  );

  app.get(
    '/scrape/source',
    { compress: false },
    stream(async (request, context, events) => {
      const query = z.safeParse(idQuery, request.query);
      if (!query.success) return invalid(events, describeIssues(query.error.issues));
      const source = sources.find((candidate) => candidate.id === query.data.id);
      if (!source) return unknown(events, query.data.id);
      const media = parseMediaQuery(request.query);
      if (!media.ok) return invalid(events, media.message);
      await scrapeSource(source, media.media, context, events);
    }),
  );

  app.get(
    '/scrape/embed',
    { compress: false },
    stream(async (request, context, events) => {
      const query = z.safeParse(embedQuery, request.query);
      if (!query.success) return invalid(events, describeIssues(query.error.issues));
      const scraper = embeds.find((candidate) => candidate.id === query.data.id);
      if (!scraper) return unknown(events, query.data.id);
      await scrapeEmbed(scraper, query.data.url, context, events);
    }),
  );
};
