import { get } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../support.ts';
import { libraryApp, parseEvents, query, type ScrapeEvent, TITLES } from './support.ts';

/** Reads an event stream over HTTP, noting when each event arrived. */
async function readTimed(
  response: Response,
  startedAt: number,
  until: (event: ScrapeEvent) => boolean = () => false,
) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: (ScrapeEvent & { at: number })[] = [];
  let buffer = '';
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const end = buffer.lastIndexOf('\n\n');
    if (end < 0) continue;
    const at = performance.now() - startedAt;
    for (const event of parseEvents(buffer.slice(0, end + 2))) events.push({ ...event, at });
    buffer = buffer.slice(end + 2);
    if (until(events.at(-1) as ScrapeEvent)) return { events, reader };
  }
  expect(buffer).toBe('');
  return { events, reader };
}

describe('through the app’s full server, over HTTP (compression registered)', () => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await createTestServer();
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  }, 30_000);
  afterAll(() => server.close());

  it('sends each event as it happens: the first long before the slow source answers', async () => {
    const startedAt = performance.now();
    const response = await fetch(`${base}/library/scraper/scrape?${query(TITLES.pioneer3)}`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip, deflate' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // Not compressed: a compressor would hold the events back until its buffer fills.
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');

    const { events } = await readTimed(response, startedAt);
    const at = (event: string, data?: unknown) =>
      events.find(
        (candidate) =>
          candidate.event === event &&
          (data === undefined ||
            candidate.data === data ||
            (typeof candidate.data === 'object' &&
              (candidate.data as { percentage?: number }).percentage === data)),
      )?.at ?? Number.NaN;
    const completed = at('completed');
    // library-slow takes 3 s by default, reporting 25, 50 and 75 % on the way.
    expect(completed).toBeGreaterThanOrEqual(2900);
    expect(at('init')).toBeLessThan(1000);
    expect(at('start', 'library-slow')).toBeLessThan(1000);
    expect(at('update', 25)).toBeGreaterThanOrEqual(700);
    expect(at('update', 25)).toBeLessThan(completed - 1500);
    expect(at('update', 75)).toBeLessThan(completed - 500);
    expect(events.at(-1)).toMatchObject({
      event: 'completed',
      data: { sourceId: 'library-slow', stream: { id: 'library-pioneer-3' } },
    });
    // Absolute URLs at the origin the client used.
    expect(JSON.stringify(events.at(-1)?.data)).toContain(
      `"${base}/library/pioneer/episode-3.mp4"`,
    );
  }, 10_000);
});

describe('a client that goes away', () => {
  let app: FastifyInstance;
  let base: string;
  const logs: { msg: string; time: number }[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) {
          logs.push({ ...JSON.parse(line), time: performance.now() });
        }
        done();
      },
    });
    app = await libraryApp({ slowMs: 3000 }, { level: 'debug', stream });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('stops the slow source’s timer at once', async () => {
    const params = query(TITLES.pioneer3, { sourceOrder: 'library-slow' });
    // node:http, so that going away closes the socket there and then.
    const request = get(`${base}/library/scraper/scrape?${params}`, { agent: false });
    const received = await new Promise<string>((resolve, reject) => {
      request.on('error', reject);
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('event: start')) resolve(text);
        });
      });
    });
    expect(parseEvents(received).map(({ event }) => event)).toEqual(['init', 'start']);

    const leftAt = performance.now();
    request.destroy();
    await expect
      .poll(() => logs.some(({ msg }) => msg === 'client went away: scrape stopped'))
      .toBe(true);
    const stopped = logs.find(({ msg }) => msg === 'client went away: scrape stopped');
    // The scrape returned (its timer rejected) well before the source would have answered.
    expect((stopped?.time ?? Number.POSITIVE_INFINITY) - leftAt).toBeLessThan(1000);
    expect(logs.some(({ msg }) => msg === 'scrape failed' || msg === 'scraper failed')).toBe(false);
  });
});
