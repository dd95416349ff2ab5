import * as z from 'zod/mini';

/** Retries after the first attempt when the skip service answers 500 (spec doc 2 §7). */
export const INTRO_SKIP_RETRIES = 3;

/** A lookup that failed for another reason than "no intro known"; callers show no button. */
export class IntroSkipError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IntroSkipError';
  }
}

/** The skip service's answer: `introSkipTime` like `"45s"`, absent (or null) when not known. */
export const introSkipAnswerSchema = z.object({
  introSkipTime: z.optional(z.nullable(z.string())),
});

export interface IntroSkipRequest {
  /** The skip service's base, without a trailing slash needed. */
  baseUrl: string;
  /** The service's key, sent as a bearer token. */
  key: string;
  imdbId: string;
  /** Season and episode numbers (not catalogue ids). */
  season: number;
  episode: number;
  signal?: AbortSignal;
}

/** `"45s"` (or `"45"`, `"12.5s"`) in seconds; undefined for anything else, or no time to skip. */
export function parseSkipTime(text: string | null | undefined): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*s?\s*$/.exec(text ?? '');
  const seconds = match ? Number(match[1]) : Number.NaN;
  return seconds > 0 ? seconds : undefined;
}

/**
 * The end of an episode's intro, in seconds (spec doc 2 §5, §7): GET
 * `{baseUrl}/{imdbId}/{season}/{episode}`. Undefined when the service knows none (404, absent or
 * unparseable time). A 500 is retried up to 3 times, at once: it is the service's known hiccup.
 */
export async function fetchIntroSkipTime({
  baseUrl,
  key,
  imdbId,
  season,
  episode,
  signal,
}: IntroSkipRequest): Promise<number | undefined> {
  const url = `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(imdbId)}/${season}/${episode}`;
  let response: Response | undefined;
  for (let attempt = 0; attempt <= INTRO_SKIP_RETRIES; attempt += 1) {
    try {
      response = await fetch(url, { signal, headers: { authorization: `Bearer ${key}` } });
    } catch (error) {
      // The caller's abort stays an AbortError: it is a cancellation, not a failure.
      if (signal?.aborted) throw error;
      throw new IntroSkipError(`Intro skip lookup failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (response.status !== 500) break;
  }
  if (!response || response.status === 404) return undefined;
  if (!response.ok) throw new IntroSkipError(`Intro skip lookup answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new IntroSkipError('Intro skip lookup answered no JSON', { cause: error });
  }
  const parsed = z.safeParse(introSkipAnswerSchema, body);
  if (!parsed.success) throw new IntroSkipError('Unexpected answer from the intro skip lookup');
  return parseSkipTime(parsed.data.introSkipTime);
}
