import { ExtensionError } from '../extension/bridge.ts';
import { decodeSubtitleResponse } from './decode.ts';
import { CAPTION_EXTENSION_FAILED, CAPTION_FETCH_FAILED, SubtitleError } from './errors.ts';
import { type Cue, parseSubtitles, type SubtitleFormat } from './parse.ts';
import { repairMisencodedText } from './repair.ts';

/**
 * A fetch-like function. The caller passes the CORS fetch of services/extension (`CorsFetch`) for a
 * caption with CORS restrictions, so the request goes through the extension or a proxy.
 */
export type SubtitleFetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface SubtitleRequestOptions {
  fetch?: SubtitleFetch;
  signal?: AbortSignal;
}

export interface LoadSubtitlesOptions extends SubtitleRequestOptions {
  /** The format when the caption says it; detected from the text otherwise. */
  format?: SubtitleFormat;
  /** The clock of the cache, in ms; `Date.now` by default. */
  now?: () => number;
}

/** Spec doc 2 §7 and §10: captions are cached 24 hours. */
export const SUBTITLE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** Bounds the memory a long session can take; a viewer rarely tries more captions than this. */
export const SUBTITLE_CACHE_MAX_ENTRIES = 50;

const defaultFetch: SubtitleFetch = (url, init) => fetch(url, init);

/**
 * The text at `url` (spec doc 2 §7): a GET asking for UTF-8, decoded by its content-type. Throws
 * SubtitleError 'failed to get caption data' (the cause attached) when the request fails or is
 * answered with an error status ('… from extension' when the extension failed to fetch it); an
 * abort is rethrown as it is, since it is no failure to show.
 */
export async function fetchSubtitleText(
  url: string,
  { fetch: fetchImpl = defaultFetch, signal }: SubtitleRequestOptions = {},
): Promise<string> {
  try {
    // Browsers drop Accept-Charset from their own requests; the extension and proxies pass it on.
    const response = await fetchImpl(url, {
      method: 'GET',
      headers: { 'Accept-Charset': 'utf-8' },
      signal,
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    return await decodeSubtitleResponse(response);
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    const message =
      error instanceof ExtensionError ? CAPTION_EXTENSION_FAILED : CAPTION_FETCH_FAILED;
    throw new SubtitleError(message, { cause: error });
  }
}

interface CacheEntry {
  cues: readonly Cue[];
  expiresAt: number;
}

/** URL -> cues, oldest first (a Map keeps insertion order). Failed loads are never stored. */
const cache = new Map<string, CacheEntry>();

function remember(url: string, cues: readonly Cue[], now: number): void {
  cache.delete(url);
  for (const [key, entry] of cache) if (entry.expiresAt <= now) cache.delete(key);
  while (cache.size >= SUBTITLE_CACHE_MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  cache.set(url, { cues, expiresAt: now + SUBTITLE_CACHE_TTL_MS });
}

/**
 * The cues of the caption at `url` (spec doc 2 §4, "fetched, decoded and cleaned"): fetched,
 * decoded, its mis-encoded accents repaired, parsed and sanitised; served from memory for 24 hours.
 * Rejects with SubtitleError ('failed to get caption data', 'Given text is empty',
 * 'Invalid subtitle format').
 */
export async function loadSubtitles(
  url: string,
  options: LoadSubtitlesOptions = {},
): Promise<Cue[]> {
  const now = options.now ?? Date.now;
  const hit = cache.get(url);
  if (hit && hit.expiresAt > now()) return [...hit.cues];
  const text = await fetchSubtitleText(url, options);
  const cues = parseSubtitles(repairMisencodedText(text), options.format).map((cue) =>
    Object.freeze(cue),
  );
  remember(url, cues, now());
  return [...cues];
}

/** Forgets every cached caption (sign-out, tests). */
export function clearSubtitleCache(): void {
  cache.clear();
}
