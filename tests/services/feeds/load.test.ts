// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createCorsFetch } from '../../../src/services/extension/fetcher.ts';
import { BUILT_IN_FEED, loadFeed, MAX_FEED_BYTES } from '../../../src/services/feeds/load.ts';
import { FeedError, type FeedProblem } from '../../../src/services/feeds/problems.ts';
import { network } from '../../support/network.ts';
import { rss, rssItem } from './feeds.ts';

const PROXY = 'https://proxy.example';
const CUSTOM = 'https://news.example/feed.xml';
const FEED = rss([rssItem({ guid: 'a', title: 'A', link: '/a' })]);

const options = () => ({
  corsFetch: createCorsFetch({ proxyUrls: [PROXY] }),
  signal: new AbortController().signal,
});

async function problemOf(url: string): Promise<FeedProblem> {
  try {
    await loadFeed(url, options());
  } catch (error) {
    expect(error).toBeInstanceOf(FeedError);
    return (error as FeedError).problem;
  }
  throw new Error('The feed loaded');
}

/** The proxy of `PROXY`: answers what `answer` makes of the destination asked. */
function serveThroughProxy(answer: (destination: string) => Response) {
  const asked: string[] = [];
  network.use(
    http.get(`${PROXY}/`, ({ request }) => {
      const destination = new URL(request.url).searchParams.get('destination') ?? '';
      asked.push(destination);
      return answer(destination);
    }),
  );
  return asked;
}

const xml = (body: string | ReadableStream, headers: Record<string, string> = {}) =>
  new HttpResponse(body, { headers: { 'content-type': 'application/rss+xml', ...headers } });

describe('loadFeed (spec doc 3 §7, §8)', () => {
  it('fetches the built-in feed from this server, links resolved against it', async () => {
    network.use(http.get(BUILT_IN_FEED, () => xml(FEED)));
    const { items } = await loadFeed(BUILT_IN_FEED, options());
    expect(items.map((item) => item.link)).toEqual([`${location.origin}/a`]);
  });

  it('fetches a feed of another origin through the proxy, links resolved against the feed', async () => {
    const asked = serveThroughProxy(() => xml(FEED));
    const { items } = await loadFeed(CUSTOM, options());
    expect(asked).toEqual([CUSTOM]);
    expect(items.map((item) => item.link)).toEqual(['https://news.example/a']);
  });

  it('says the status of an HTTP error', async () => {
    network.use(http.get(BUILT_IN_FEED, () => new HttpResponse('Down', { status: 503 })));
    expect(await problemOf(BUILT_IN_FEED)).toEqual({ kind: 'http', status: 503 });
  });

  it('says a feed that cannot be reached is unreachable', async () => {
    serveThroughProxy(() => HttpResponse.error());
    expect(await problemOf(CUSTOM)).toEqual({ kind: 'unreachable' });
  });

  it('refuses a web page served instead of a feed', async () => {
    serveThroughProxy(() => HttpResponse.html('<!doctype html><title>Blog</title><p>Hi<br>'));
    expect(await problemOf(CUSTOM)).toEqual({ kind: 'notXml' });
  });

  it('refuses a 10 MB feed by its announced length, without reading it', async () => {
    const tenMegabytes = `${rss('')}${' '.repeat(10_000_000)}`;
    serveThroughProxy(() => xml(tenMegabytes, { 'content-length': String(tenMegabytes.length) }));
    expect(await problemOf(CUSTOM)).toEqual({ kind: 'tooLarge', maxBytes: MAX_FEED_BYTES });
  });

  it('stops reading a 10 MB feed sent without its length once past 2 MB', async () => {
    const chunk = new TextEncoder().encode(`<!-- ${'x'.repeat(99_990)} -->`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('<rss version="2.0">'));
        if (sent >= 10_000_000) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    serveThroughProxy(() => xml(body));
    expect(await problemOf(CUSTOM)).toEqual({ kind: 'tooLarge', maxBytes: MAX_FEED_BYTES });
    expect(sent).toBeLessThan(3_000_000);
  });

  it('keeps an abort an abort', async () => {
    network.use(http.get(BUILT_IN_FEED, () => new Promise<Response>(() => {})));
    const controller = new AbortController();
    const loading = loadFeed(BUILT_IN_FEED, { ...options(), signal: controller.signal });
    controller.abort();
    await expect(loading).rejects.toMatchObject({ name: 'AbortError' });
  });
});
