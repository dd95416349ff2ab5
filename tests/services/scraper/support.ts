import { HttpResponse, http } from 'msw';
import type { ScrapeMedia } from '../../../src/contracts/scrape.ts';
import type { Stream } from '../../../src/contracts/stream.ts';
import { network } from '../../support/network.ts';

export const BASE = 'https://scraper.example';

export const movie: ScrapeMedia = {
  type: 'movie',
  title: 'Big Buck Bunny',
  releaseYear: 2008,
  tmdbId: '10378',
  imdbId: 'tt1254207',
};

export const episode: ScrapeMedia = {
  type: 'show',
  title: 'Sintel & Co',
  releaseYear: 2010,
  tmdbId: '45745',
  episodeNumber: 2,
  episodeTmdbId: '9002',
  seasonNumber: 1,
  seasonTmdbId: '9001',
};

export const hlsStream: Stream = {
  id: 'primary',
  type: 'hls',
  playlist: 'https://cdn.example/master.m3u8',
  flags: ['cors-allowed'],
  captions: [],
};

/** One server-sent event with JSON data, the way the scraping API writes it. */
export function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The same with data written as is (for malformed payloads). */
export function rawEvent(name: string, data: string): string {
  return `event: ${name}\ndata: ${data}\n\n`;
}

/**
 * An event-stream body delivered `chunkSize` bytes at a time (every byte cut is a possible network
 * boundary), closed at the end unless `hang` keeps it open like a server still working.
 */
export function sseBody(
  text: string,
  { chunkSize, hang = false }: { chunkSize?: number; hang?: boolean } = {},
): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const size = chunkSize ?? Math.max(bytes.length, 1);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset < bytes.length) {
        controller.enqueue(bytes.slice(offset, offset + size));
        offset += size;
      } else if (!hang) controller.close();
      // A hanging body enqueues nothing more and never closes: the pull stays unanswered.
      else return new Promise<void>(() => {});
    },
  });
}

export function sseResponse(
  body: string | ReadableStream<Uint8Array>,
  init: { status?: number } = {},
): Response {
  return new HttpResponse(typeof body === 'string' ? sseBody(body) : body, {
    status: init.status ?? 200,
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
  });
}

/**
 * Answers `GET {BASE}{path}` with the given responses in turn (the last repeats) and records each
 * request's query parameters.
 */
export function scrapeServer(path: string, ...answers: Array<() => Response>) {
  const requests: URLSearchParams[] = [];
  network.use(
    http.get(`${BASE}${path}`, ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      const answer = answers[Math.min(requests.length, answers.length) - 1];
      return answer?.() ?? HttpResponse.error();
    }),
  );
  return requests;
}

/** A JWT with these claims and a dummy signature (the client never verifies it). */
export function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}
