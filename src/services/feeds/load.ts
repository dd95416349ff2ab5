import type { CorsFetch } from '../extension/fetcher.ts';
import { type ParsedFeed, parseFeed } from './parse.ts';
import { FeedError } from './problems.ts';

/** The product's own announcements, on this server (spec doc 3 §7). */
export const BUILT_IN_FEED = '/notifications.xml';

/** The most of a feed that is read: a larger one is refused, not parsed (2 MB). */
export const MAX_FEED_BYTES = 2_000_000;

export interface LoadFeedOptions {
  /** For feeds of other origins: through the extension or a proxy (spec doc 3 §7). */
  corsFetch: CorsFetch;
  signal: AbortSignal;
}

/**
 * Fetches and parses one feed: a feed of this origin directly, any other through `corsFetch`.
 * Fails with a `FeedError` (its status, too large, not a feed, unreachable); an abort stays an abort.
 */
export async function loadFeed(
  url: string,
  { corsFetch, signal }: LoadFeedOptions,
): Promise<ParsedFeed> {
  const address = new URL(url, location.href);
  let response: Response;
  try {
    response =
      address.origin === location.origin
        ? await fetch(address, { signal })
        : await corsFetch(address.href, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new FeedError({ kind: 'unreachable' });
  }
  if (!response.ok) {
    discard(response.body);
    throw new FeedError({ kind: 'http', status: response.status });
  }
  return parseFeed(await readCapped(response, MAX_FEED_BYTES), address.href);
}

/** The body as text, or a `FeedError` as soon as it is known to be over `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new FeedError({ kind: 'tooLarge', maxBytes });
  if (Number(response.headers.get('content-length')) > maxBytes) {
    discard(response.body);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      discard(reader);
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** Stops a download that is of no use; not awaited, as a stream may be slow to confirm. */
function discard(body: { cancel(): Promise<void> } | null): void {
  body?.cancel().catch(() => {});
}
