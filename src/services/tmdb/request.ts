import * as z from 'zod/mini';
import { tmdbErrorBodySchema } from '../../contracts/tmdb.ts';
import type { ResponseCache } from './cache.ts';
import { TmdbError } from './errors.ts';
import { startDeadline, type Timers } from './timers.ts';

/** Film database time-out (spec doc 1 §9). */
export const TMDB_TIMEOUT_MS = 10_000;

/** A value, or a function read at each request (the language and proxy settings change at runtime). */
export type Setting<T> = T | (() => T);
const read = <T>(setting: Setting<T>): T =>
  typeof setting === 'function' ? (setting as () => T)() : setting;

export interface TmdbRequestOptions {
  /** `TMDB_API_URL`, e.g. `/tmdb/3` or `https://api.themoviedb.org/3`. */
  apiUrl: string;
  /** `TMDB_READ_API_KEY`; empty sends no Authorization header (the local catalogue needs none). */
  readApiKey: string;
  /** Sent with every request, and part of the cache key. */
  language: Setting<string>;
  /** The `proxyTmdb` preference: route requests through one of `proxyUrls`. */
  proxyTmdb: Setting<boolean>;
  proxyUrls: readonly string[];
  timers: Timers;
  random: () => number;
  cache: ResponseCache;
}

export type QueryParams = Record<string, string | number | undefined>;

export type TmdbGet = <T>(
  path: string,
  params: QueryParams,
  schema: z.ZodMiniType<T>,
  signal?: AbortSignal,
) => Promise<T>;

/**
 * GET a film-database path and validate the answer against `schema`; answers are cached per URL
 * (path, params and language). Every failure rejects with a TmdbError.
 */
export function createTmdbGet(options: TmdbRequestOptions): TmdbGet {
  const proxied = (url: string) => {
    const proxies = options.proxyUrls;
    const proxy = read(options.proxyTmdb)
      ? proxies[Math.floor(options.random() * proxies.length)]
      : undefined;
    if (!proxy) return url;
    const destination = new URL(url, globalThis.location?.href).href;
    return `${proxy}/?destination=${encodeURIComponent(destination)}`;
  };
  const headers: Record<string, string> = options.readApiKey
    ? { Authorization: `Bearer ${options.readApiKey}` }
    : {};

  async function fetchJson(url: string, path: string, signal?: AbortSignal): Promise<unknown> {
    const deadline = startDeadline(TMDB_TIMEOUT_MS, options.timers, signal);
    try {
      const response = await fetch(proxied(url), { headers, signal: deadline.signal });
      if (!response.ok) {
        throw new TmdbError(
          'status',
          `${path} answered ${response.status}${await explainStatus(response)}`,
          response.status,
        );
      }
      return await response.json();
    } catch (error) {
      if (error instanceof TmdbError) throw error;
      if (deadline.expired) {
        throw new TmdbError('timeout', `${path}: no answer within ${TMDB_TIMEOUT_MS} ms`);
      }
      if (signal?.aborted) {
        throw abortedError(path, error);
      }
      if (error instanceof SyntaxError) {
        throw new TmdbError('invalid-response', `${path}: not JSON`, undefined, { cause: error });
      }
      throw new TmdbError('network', `${path}: ${(error as Error).message}`, undefined, {
        cause: error,
      });
    } finally {
      deadline.release();
    }
  }

  const sharedFetchJson = shareRequests(fetchJson);
  return async (path, params, schema, signal) => {
    const url = buildUrl(options.apiUrl, path, { ...params, language: read(options.language) });
    const cached = options.cache.get(url);
    if (cached !== undefined) return cached as z.infer<typeof schema>;
    const parsed = z.safeParse(schema, await sharedFetchJson(url, path, signal));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new TmdbError(
        'invalid-response',
        `${path}: unexpected answer at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
      );
    }
    options.cache.set(url, parsed.data);
    return parsed.data;
  };
}

const abortedError = (path: string, cause: unknown) =>
  new TmdbError('aborted', `${path}: aborted`, undefined, { cause });

type FetchJson = (url: string, path: string, signal?: AbortSignal) => Promise<unknown>;

/**
 * One request per URL at a time: who asks for an answer already on its way waits for it (discover
 * rows list some titles twice, and each asks for their details at once). A caller's abort ends only
 * its own wait; the request stops when no one waits for it any more.
 */
function shareRequests(fetchJson: FetchJson): FetchJson {
  interface Flight {
    answer: Promise<unknown>;
    waiting: number;
    controller: AbortController;
  }
  const flights = new Map<string, Flight>();
  const land = (url: string, flight: Flight) => {
    if (flights.get(url) === flight) flights.delete(url);
  };
  return (url, path, signal) => {
    let flight = flights.get(url);
    if (!flight) {
      const controller = new AbortController();
      const started: Flight = {
        answer: fetchJson(url, path, controller.signal).finally(() => land(url, started)),
        waiting: 0,
        controller,
      };
      // Heard by those still waiting; those who left do not care how it ended.
      started.answer.catch(() => {});
      flights.set(url, started);
      flight = started;
    }
    const joined = flight;
    joined.waiting += 1;
    if (!signal) return joined.answer;
    return new Promise((resolve, reject) => {
      const leave = () => {
        joined.waiting -= 1;
        if (joined.waiting === 0) {
          land(url, joined);
          joined.controller.abort();
        }
        reject(abortedError(path, signal.reason));
      };
      if (signal.aborted) return leave();
      signal.addEventListener('abort', leave, { once: true });
      joined.answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
    });
  };
}

function buildUrl(apiUrl: string, path: string, params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.set(name, String(value));
  }
  return `${apiUrl.replace(/\/+$/, '')}/${path}?${query}`;
}

/** TMDB's own reason (`{ status_code, status_message }`), when the error body has one. */
async function explainStatus(response: Response): Promise<string> {
  const body = await response.json().catch(() => undefined);
  const parsed = tmdbErrorBodySchema.safeParse(body);
  return parsed.success ? ` (${parsed.data.status_code}: ${parsed.data.status_message})` : '';
}
