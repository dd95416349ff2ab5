import type { Stream } from '../contracts/stream.ts';

/**
 * What a stream asks of the browser (CONTRACTS.md §3): `headers` its requests must carry, and
 * `preferredHeaders` that help. A page cannot set headers on a video's requests; the browser
 * extension can (prepareStream, spec doc 2 §7).
 */
export interface StreamHeaders {
  /** Without these the stream does not play. */
  required: Record<string, string>;
  /** Everything worth sending: the preferred ones, then the required ones over them. */
  all: Record<string, string>;
}

export function streamHeaders(stream: Stream): StreamHeaders {
  const required = stream.headers ?? {};
  return { required, all: { ...stream.preferredHeaders, ...required } };
}

export const hasHeaders = (headers: Record<string, string>) => Object.keys(headers).length > 0;

/** The hosts a stream's requests go to: its playlist's, its files', its page's. */
export function streamHosts(stream: Stream): string[] {
  const urls =
    stream.type === 'hls'
      ? [stream.playlist]
      : stream.type === 'iframe'
        ? [stream.iframeUrl]
        : Object.values(stream.qualities).flatMap((file) => (file ? [file.url] : []));
  const hosts = urls.flatMap((url) => (URL.canParse(url) ? [new URL(url).hostname] : []));
  return [...new Set(hosts)];
}
