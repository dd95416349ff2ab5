import * as z from 'zod/mini';
import {
  type DiscoveredEmbeds,
  type ScrapeAllResult,
  type ScrapeEmbedResult,
  type ScrapeMedia,
  type Scraper,
  type ScrapeSourceResult,
  type ScrapeUpdate,
  scrapeAllResultSchema,
  scrapeEmbedResultSchema,
  scrapeEventSchemas,
  scraperListSchema,
  scrapeSourceResultSchema,
} from '../../contracts/scrape.ts';
import { markStep } from '../perf/marks.ts';
import { readServerSentEvents, SseBufferError } from './sse.ts';
import { isJwtValid, memoryTokenStore, type ScrapeTokenStore } from './tokens.ts';

/** The user-facing messages of spec doc 2 §8. */
export const SCRAPE_MESSAGES = {
  failed: 'Failed to scrape',
  notFound: "We couldn't find that",
  closedImproperly: 'SSE closed improperly',
  humanCheckFailed:
    'Failed to verify your humanity - stream failed to load. Clear your cache and try again, or switch to a different source',
  tokenFailed: 'Failed to get token',
} as const;

/** The `error` event name by which the server asks for a human-check token. */
export const HUMAN_CHECK_REQUIRED = 'HumanCheckRequired';

/** Any failure of a scrape but "not found" and the caller's abort. */
export class ScrapeError extends Error {
  /** The HTTP status, when the server answered one that is not 2xx. */
  readonly status?: number;
  /** The `name` of the server's `error` event, when it sent one. */
  readonly errorName?: string;
  constructor(message: string, options?: { cause?: unknown; status?: number; errorName?: string }) {
    super(message, { cause: options?.cause });
    this.name = 'ScrapeError';
    if (options?.status !== undefined) this.status = options.status;
    if (options?.errorName !== undefined) this.errorName = options.errorName;
  }
}

/** The server looked and found nothing (an `error` event named `NotFoundError`). */
export class ScrapeNotFoundError extends Error {
  constructor(message: string = SCRAPE_MESSAGES.notFound) {
    super(message);
    this.name = 'ScrapeNotFoundError';
  }
}

/** Whether `error` says the title is not there, rather than that something broke (by name, so a
 * test double of the error counts too). */
export const isScrapeNotFound = (error: unknown): boolean =>
  (error as { name?: unknown } | null)?.name === 'ScrapeNotFoundError';

export type ScrapeProgress =
  | { type: 'init'; sourceIds: string[] }
  | { type: 'start'; id: string }
  | ({ type: 'update' } & ScrapeUpdate)
  | ({ type: 'discoverEmbeds' } & DiscoveredEmbeds);

export interface ScrapeCallOptions {
  signal?: AbortSignal;
  onProgress?: (event: ScrapeProgress) => void;
}

export interface ScraperClient {
  /** GET {base}/metadata */
  metadata(options?: { signal?: AbortSignal }): Promise<Scraper[]>;
  /** GET {base}/scrape: resolves with the result, or undefined on noOutput. */
  scrapeAll(
    media: ScrapeMedia,
    options: ScrapeCallOptions & { sourceOrder?: string[]; embedOrder?: string[] },
  ): Promise<ScrapeAllResult | undefined>;
  /** GET {base}/scrape/source?id= */
  scrapeSource(
    sourceId: string,
    media: ScrapeMedia,
    options?: ScrapeCallOptions,
  ): Promise<ScrapeSourceResult | undefined>;
  /** GET {base}/scrape/embed?id=&url= */
  scrapeEmbed(
    embedId: string,
    url: string,
    options?: ScrapeCallOptions,
  ): Promise<ScrapeEmbedResult | undefined>;
}

export interface ScraperClientOptions {
  /** The scraping API's base, absolute or relative to the page (e.g. `/scrape`). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Where the server's JWT is kept between calls; in memory by default. */
  tokens?: ScrapeTokenStore;
  /** Gets a human-check token when the server asks for one; without it such a request fails. */
  humanCheck?: () => Promise<string>;
  /** Milliseconds since the epoch, to tell whether the JWT has expired. */
  now?: () => number;
}

type QueryParams = Record<string, string | number | undefined>;

/** How one request's event stream ended, when it did not throw. */
type Ending =
  | { type: 'completed'; data: string }
  | { type: 'noOutput' }
  | { type: 'humanCheck'; message: string };

/** CONTRACTS.md §3: the media's query parameters, in the contract's order, nothing else. */
export function mediaParams(media: ScrapeMedia): QueryParams {
  const common = {
    type: media.type,
    title: media.title,
    releaseYear: media.releaseYear,
    tmdbId: media.tmdbId,
    imdbId: media.imdbId,
  };
  if (media.type === 'movie') return common;
  return {
    ...common,
    episodeNumber: media.episodeNumber,
    episodeTmdbId: media.episodeTmdbId,
    seasonNumber: media.seasonNumber,
    seasonTmdbId: media.seasonTmdbId,
  };
}

/** A one-line account of a validation failure, for `reason` and error messages. */
function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'data'}: ${issue.message}`)
    .join('; ');
}

function parseJson<T>(
  schema: z.ZodMiniType<T>,
  data: string,
): { ok: true; value: T } | { ok: false; problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  const result = z.safeParse(schema, json);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problem: describeIssues(result.error) };
}

/** Settles with `promise`, or rejects with the signal's reason as soon as it aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The scraping API client (CONTRACTS.md §3; spec doc 2 §6–§8). Each scrape reads the server's event
 * stream with `fetch`, reports progress through `onProgress`, and resolves with the validated
 * `completed` result, or undefined on `noOutput`. It rejects with `ScrapeNotFoundError`, with
 * `ScrapeError` for every other failure, and with the signal's reason (an AbortError) on abort.
 */
export function createScraperClient(options: ScraperClientOptions): ScraperClient {
  // Resolved once against the page, without the trailing slash `URL` gives a bare origin.
  const base = new URL(options.baseUrl, globalThis.location?.href).href.replace(/\/+$/, '');
  // Looked up per call, so a fetch patched later (MSW, a polyfill) is the one used.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const tokens = options.tokens ?? memoryTokenStore();
  const now = options.now ?? Date.now;
  const { humanCheck } = options;

  function endpoint(path: string, params: QueryParams): string {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url.href;
  }

  async function request(url: string, signal: AbortSignal | undefined, accept: string) {
    let response: Response;
    try {
      response = await fetchImpl(url, { signal, headers: { accept }, cache: 'no-store' });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new ScrapeError(`${SCRAPE_MESSAGES.failed}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (!response.ok) {
      response.body?.cancel().catch(() => {});
      throw new ScrapeError(
        `${SCRAPE_MESSAGES.failed}: the scraping API answered ${response.status}`,
        { status: response.status },
      );
    }
    return response;
  }

  /** One request's event stream, up to its terminal event. */
  async function stream(
    url: string,
    ownId: string,
    { signal, onProgress }: ScrapeCallOptions,
  ): Promise<Ending> {
    const response = await request(url, signal, 'text/event-stream');
    if (!response.body) throw new ScrapeError(SCRAPE_MESSAGES.closedImproperly);
    // A malformed progress event is blamed on the scraper last started (else the one asked for).
    let lastStarted = ownId;
    const malformed = (event: string, problem: string) =>
      onProgress?.({
        type: 'update',
        id: lastStarted,
        status: 'failure',
        percentage: 100,
        reason: `Malformed event: ${event} (${problem})`,
      });

    try {
      for await (const { event, data } of readServerSentEvents(response.body, signal)) {
        switch (event) {
          case 'completed':
            return { type: 'completed', data };
          case 'noOutput':
            return { type: 'noOutput' };
          case 'error': {
            const parsed = parseJson(scrapeEventSchemas.error, data);
            if (!parsed.ok) {
              throw new ScrapeError(`${SCRAPE_MESSAGES.failed}: malformed error event`);
            }
            const { name, message } = parsed.value;
            if (name === 'NotFoundError') throw new ScrapeNotFoundError();
            if (name === HUMAN_CHECK_REQUIRED) return { type: 'humanCheck', message };
            throw new ScrapeError(message || SCRAPE_MESSAGES.failed, { errorName: name });
          }
          case 'token': {
            const parsed = parseJson(scrapeEventSchemas.token, data);
            if (parsed.ok) tokens.set(parsed.value);
            else malformed(event, parsed.problem);
            break;
          }
          case 'init': {
            const parsed = parseJson(scrapeEventSchemas.init, data);
            if (parsed.ok) onProgress?.({ type: 'init', sourceIds: parsed.value.sourceIds });
            else malformed(event, parsed.problem);
            break;
          }
          case 'start': {
            const parsed = parseJson(scrapeEventSchemas.start, data);
            if (parsed.ok) {
              lastStarted = parsed.value;
              onProgress?.({ type: 'start', id: parsed.value });
            } else malformed(event, parsed.problem);
            break;
          }
          case 'update': {
            const parsed = parseJson(scrapeEventSchemas.update, data);
            if (parsed.ok) onProgress?.({ type: 'update', ...parsed.value });
            else malformed(event, parsed.problem);
            break;
          }
          case 'discoverEmbeds': {
            const parsed = parseJson(scrapeEventSchemas.discoverEmbeds, data);
            if (parsed.ok) onProgress?.({ type: 'discoverEmbeds', ...parsed.value });
            else malformed(event, parsed.problem);
            break;
          }
          // Unknown (and unnamed `message`) events are for newer clients: ignored.
          default:
            break;
        }
      }
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (error instanceof ScrapeError || error instanceof ScrapeNotFoundError) throw error;
      const detail = error instanceof SseBufferError ? error.message : (error as Error).message;
      throw new ScrapeError(`${SCRAPE_MESSAGES.failed}: ${detail}`, { cause: error });
    }
    throw new ScrapeError(SCRAPE_MESSAGES.closedImproperly);
  }

  async function askHuman(signal: AbortSignal | undefined): Promise<string> {
    let token: unknown;
    try {
      // biome-ignore lint/style/noNonNullAssertion: only called when humanCheck is set
      token = await unlessAborted(humanCheck!(), signal);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new ScrapeError(SCRAPE_MESSAGES.tokenFailed, { cause: error });
    }
    if (typeof token !== 'string' || token === '') {
      throw new ScrapeError(SCRAPE_MESSAGES.tokenFailed);
    }
    return token;
  }

  /**
   * Runs one scrape: with the kept JWT while it is valid; when the server asks for a human check,
   * once more with a human-check token. A second ask means the check did not convince it.
   */
  async function scrape<T>(
    path: string,
    params: QueryParams,
    resultSchema: z.ZodMiniType<T>,
    ownId: string,
    options: ScrapeCallOptions,
  ): Promise<T | undefined> {
    const jwt = tokens.get();
    const token = isJwtValid(jwt, now()) ? `jwt|${jwt}` : undefined;
    let ending = await stream(endpoint(path, { ...params, token }), ownId, options);
    if (ending.type === 'humanCheck') {
      if (!humanCheck) {
        throw new ScrapeError(ending.message || SCRAPE_MESSAGES.failed, {
          errorName: HUMAN_CHECK_REQUIRED,
        });
      }
      const humanToken = await askHuman(options.signal);
      ending = await stream(endpoint(path, { ...params, token: humanToken }), ownId, options);
      if (ending.type === 'humanCheck') {
        throw new ScrapeError(SCRAPE_MESSAGES.humanCheckFailed, {
          errorName: HUMAN_CHECK_REQUIRED,
        });
      }
    }
    if (ending.type === 'noOutput') return undefined;
    const result = parseJson(resultSchema, ending.data);
    if (!result.ok) throw new ScrapeError(`Malformed result (${result.problem})`);
    return result.value;
  }

  return {
    async metadata({ signal } = {}) {
      const response = await request(endpoint('/metadata', {}), signal, 'application/json');
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw new ScrapeError('Malformed scraper list (not JSON)', { cause: error });
      }
      const parsed = z.safeParse(scraperListSchema, body);
      if (!parsed.success) {
        throw new ScrapeError(`Malformed scraper list (${describeIssues(parsed.error)})`);
      }
      return parsed.data;
    },

    async scrapeAll(media, { sourceOrder, embedOrder, ...options }) {
      const params = {
        ...mediaParams(media),
        sourceOrder: sourceOrder?.length ? sourceOrder.join(',') : undefined,
        embedOrder: embedOrder?.length ? embedOrder.join(',') : undefined,
      };
      const result = await scrape('/scrape', params, scrapeAllResultSchema, '', options);
      markStep('scrape answered');
      return result;
    },

    scrapeSource(sourceId, media, options = {}) {
      const params = { id: sourceId, ...mediaParams(media) };
      return scrape('/scrape/source', params, scrapeSourceResultSchema, sourceId, options);
    },

    scrapeEmbed(embedId, url, options = {}) {
      return scrape(
        '/scrape/embed',
        { id: embedId, url },
        scrapeEmbedResultSchema,
        embedId,
        options,
      );
    },
  };
}
