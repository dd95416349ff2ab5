// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { isAbortError } from '../../../src/services/network/ping.ts';
import {
  createScraperClient,
  SCRAPE_MESSAGES,
  ScrapeError,
  ScrapeNotFoundError,
  type ScrapeProgress,
  type ScraperClient,
  type ScraperClientOptions,
} from '../../../src/services/scraper/client.ts';
import { memoryTokenStore } from '../../../src/services/scraper/tokens.ts';
import { network } from '../../support/network.ts';
import {
  BASE,
  episode,
  event,
  hlsStream,
  jwt,
  movie,
  rawEvent,
  scrapeServer,
  sseBody,
  sseResponse,
} from './support.ts';

const allResult = { sourceId: 'library', stream: hlsStream };

/** A promise with its resolver (Node 20 has no Promise.withResolvers). */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function client(options: Partial<ScraperClientOptions> = {}) {
  return createScraperClient({ baseUrl: BASE, ...options });
}

/** Runs `/scrape` for the movie against `body`, collecting progress; settles to the outcome. */
async function scrapeAllOf(
  body: string | ReadableStream<Uint8Array>,
  options: Partial<ScraperClientOptions> = {},
) {
  scrapeServer('/scrape', () => sseResponse(body));
  const progress: ScrapeProgress[] = [];
  let value: Awaited<ReturnType<ScraperClient['scrapeAll']>>;
  let error: unknown;
  try {
    value = await client(options).scrapeAll(movie, {
      onProgress: (entry) => progress.push(entry),
    });
  } catch (caught) {
    error = caught;
  }
  return { value, error, progress };
}

/** A full, well-formed run of `/scrape`: one source fails, the next finds the stream. */
const happyRun = [
  event('init', { sourceIds: ['alpha', 'library'] }),
  event('start', 'alpha'),
  event('update', { id: 'alpha', percentage: 100, status: 'notfound', reason: 'nothing there' }),
  event('start', 'library'),
  event('update', { id: 'library', percentage: 50, status: 'pending' }),
  event('discoverEmbeds', {
    sourceId: 'library',
    embeds: [{ id: 'library-0', embedScraperId: 'library-embed' }],
  }),
  event('start', 'library-0'),
  event('update', { id: 'library-0', percentage: 100, status: 'success' }),
  event('completed', allResult),
].join('');

const happyProgress: ScrapeProgress[] = [
  { type: 'init', sourceIds: ['alpha', 'library'] },
  { type: 'start', id: 'alpha' },
  { type: 'update', id: 'alpha', percentage: 100, status: 'notfound', reason: 'nothing there' },
  { type: 'start', id: 'library' },
  { type: 'update', id: 'library', percentage: 50, status: 'pending' },
  {
    type: 'discoverEmbeds',
    sourceId: 'library',
    embeds: [{ id: 'library-0', embedScraperId: 'library-embed' }],
  },
  { type: 'start', id: 'library-0' },
  { type: 'update', id: 'library-0', percentage: 100, status: 'success' },
];

describe('scrapeAll (CONTRACTS.md §3)', () => {
  it('reports every progress event in order and resolves with the validated result', async () => {
    const { value, progress } = await scrapeAllOf(happyRun);
    expect(value).toEqual(allResult);
    expect(progress).toEqual(happyProgress);
  });

  it('sends the movie as query parameters, with the orders comma-joined', async () => {
    const requests = scrapeServer('/scrape', () => sseResponse(event('completed', allResult)));
    await client().scrapeAll(movie, {
      sourceOrder: ['library', 'alpha'],
      embedOrder: ['library-embed', 'other'],
    });
    expect([...(requests[0]?.entries() ?? [])]).toEqual([
      ['type', 'movie'],
      ['title', 'Big Buck Bunny'],
      ['releaseYear', '2008'],
      ['tmdbId', '10378'],
      ['imdbId', 'tt1254207'],
      ['sourceOrder', 'library,alpha'],
      ['embedOrder', 'library-embed,other'],
    ]);
  });

  it('sends an episode with its numbers and ids, and leaves out absent orders and imdbId', async () => {
    const requests = scrapeServer('/scrape', () => sseResponse(event('noOutput', '')));
    await client().scrapeAll(episode, { sourceOrder: [] });
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({
      type: 'show',
      title: 'Sintel & Co',
      releaseYear: '2010',
      tmdbId: '45745',
      episodeNumber: '2',
      episodeTmdbId: '9002',
      seasonNumber: '1',
      seasonTmdbId: '9001',
    });
  });

  it('resolves undefined on noOutput, with or without data', async () => {
    expect((await scrapeAllOf(event('noOutput', null))).value).toBeUndefined();
    expect((await scrapeAllOf('event: noOutput\ndata\n\n')).value).toBeUndefined();
  });

  it('takes a base with a trailing slash or relative to the page', async () => {
    const requests = scrapeServer('/scrape', () => sseResponse(event('noOutput', null)));
    await createScraperClient({ baseUrl: `${BASE}/` }).scrapeAll(movie, {});
    expect(requests).toHaveLength(1);

    let seen = '';
    network.use(
      http.get('*/api/scrape', ({ request }) => {
        seen = request.url;
        return sseResponse(event('noOutput', null));
      }),
    );
    await createScraperClient({ baseUrl: '/api' }).scrapeAll(movie, {});
    expect(new URL(seen).origin).toBe(window.location.origin);
  });
});

describe('scrapeSource and scrapeEmbed', () => {
  it('asks for one source by id with the media', async () => {
    const result = { embeds: [{ embedId: 'library-embed', url: 'https://embed.example/1' }] };
    const requests = scrapeServer('/scrape/source', () => sseResponse(event('completed', result)));
    await expect(client().scrapeSource('library', episode)).resolves.toEqual(result);
    const params = requests[0];
    expect(params?.get('id')).toBe('library');
    expect(params?.get('type')).toBe('show');
    expect(params?.get('seasonTmdbId')).toBe('9001');
    expect(params?.has('sourceOrder')).toBe(false);
  });

  it('asks for one embed by id and url', async () => {
    const result = { stream: [hlsStream] };
    const requests = scrapeServer('/scrape/embed', () => sseResponse(event('completed', result)));
    const url = 'https://embed.example/e/1?x=a&y=b';
    await expect(client().scrapeEmbed('library-embed', url)).resolves.toEqual(result);
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({ id: 'library-embed', url });
  });

  it('checks the result against the endpoint’s own schema', async () => {
    scrapeServer('/scrape/embed', () => sseResponse(event('completed', allResult)));
    await expect(client().scrapeEmbed('e', 'https://embed.example')).rejects.toThrow(
      /^Malformed result/,
    );
  });

  it('blames a malformed event before any start on the scraper it asked for', async () => {
    scrapeServer('/scrape/embed', () =>
      sseResponse(rawEvent('update', '{') + event('completed', { stream: [] })),
    );
    const progress: ScrapeProgress[] = [];
    await client().scrapeEmbed('library-embed', 'https://embed.example', {
      onProgress: (entry) => progress.push(entry),
    });
    expect(progress).toEqual([expect.objectContaining({ type: 'update', id: 'library-embed' })]);
  });
});

describe('reading the event stream', () => {
  it('survives a chunk boundary anywhere, even inside a UTF-8 character', async () => {
    const text =
      event('start', 'library') +
      event('update', { id: 'library', percentage: 10, status: 'pending', reason: 'café – ✓' }) +
      event('completed', allResult);
    for (const chunkSize of [1, 2, 3, 7]) {
      const { value, progress } = await scrapeAllOf(sseBody(text, { chunkSize }));
      expect(value).toEqual(allResult);
      expect(progress).toEqual([
        { type: 'start', id: 'library' },
        { type: 'update', id: 'library', percentage: 10, status: 'pending', reason: 'café – ✓' },
      ]);
    }
  });

  it('reads CRLF and CR line endings', async () => {
    for (const newline of ['\r\n', '\r']) {
      const { value, progress } = await scrapeAllOf(happyRun.replace(/\n/g, newline));
      expect(value).toEqual(allResult);
      expect(progress).toEqual(happyProgress);
    }
    // Odd-sized chunks cut some CRLFs in two.
    const crlf = happyRun.replace(/\n/g, '\r\n');
    const { value } = await scrapeAllOf(sseBody(crlf, { chunkSize: 5 }));
    expect(value).toEqual(allResult);
  });

  it('ignores comments, retry and id fields, and a byte-order mark', async () => {
    const text = `\uFEFF: keep-alive\nretry: 3000\n\n${event('start', 'library')}: ping\n\nid: 7\n${event('completed', allResult)}`;
    const { value, progress } = await scrapeAllOf(text);
    expect(value).toEqual(allResult);
    expect(progress).toEqual([{ type: 'start', id: 'library' }]);
  });

  it('ignores garbage lines between and inside events', async () => {
    const text = [
      'this is not a field\n\n',
      '{"event":"completed"}\n\n',
      'retry: soon\n\n',
      'event: start\nnonsense\ndata: "library"\n\n',
      event('completed', allResult),
    ].join('');
    const { value, progress } = await scrapeAllOf(text);
    expect(value).toEqual(allResult);
    expect(progress).toEqual([{ type: 'start', id: 'library' }]);
  });

  it('ignores unknown event names and unnamed messages', async () => {
    const text =
      event('heartbeat', { at: 1 }) +
      'data: {"hello":"world"}\n\n' +
      event('start', 'library') +
      event('futureThing', '?') +
      event('completed', allResult);
    const { value, progress } = await scrapeAllOf(text);
    expect(value).toEqual(allResult);
    expect(progress).toEqual([{ type: 'start', id: 'library' }]);
  });

  it('passes reordered events on as they come, and stops at the first terminal event', async () => {
    const text = [
      event('update', { id: 'library', percentage: 40, status: 'pending' }),
      event('discoverEmbeds', { sourceId: 'library', embeds: [] }),
      event('start', 'library'),
      event('init', { sourceIds: ['library'] }),
      event('completed', allResult),
      event('update', { id: 'library', percentage: 100, status: 'failure' }),
      event('error', { name: 'Error', message: 'too late' }),
    ].join('');
    const { value, progress } = await scrapeAllOf(text);
    expect(value).toEqual(allResult);
    expect(progress.map((entry) => entry.type)).toEqual([
      'update',
      'discoverEmbeds',
      'start',
      'init',
    ]);
  });

  it('fails "SSE closed improperly" when the stream ends without a terminal event', async () => {
    for (const text of [
      '',
      event('init', { sourceIds: ['library'] }) + event('start', 'library'),
      // A terminal event cut before its closing blank line never happened.
      `${event('start', 'library')}event: completed\ndata: ${JSON.stringify(allResult)}`,
    ]) {
      const { error, progress } = await scrapeAllOf(text);
      expect(error).toBeInstanceOf(ScrapeError);
      expect(error).toHaveProperty('message', SCRAPE_MESSAGES.closedImproperly);
      expect(progress.length).toBeLessThanOrEqual(2);
    }
  });
});

describe('malformed events', () => {
  const kinds = {
    init: { json: '{"sourceIds": [1]}', broken: '{"sourceIds": [' },
    start: { json: '{"id":"library"}', broken: 'library' },
    update: { json: '{"id":"library","percentage":"half","status":"pending"}', broken: '{id:1}' },
    discoverEmbeds: { json: '{"sourceId":"library","embeds":[{}]}', broken: '[' },
    token: { json: '42', broken: 'eyJ.not-json' },
  };

  for (const [kind, { json, broken }] of Object.entries(kinds)) {
    it.each([
      ['bad JSON', broken],
      ['the wrong shape', json],
    ])(
      `reports a ${kind} event with %s as a failure of the source last started`,
      async (_, data) => {
        const text =
          event('start', 'library') + rawEvent(kind, data) + event('completed', allResult);
        const { value, progress } = await scrapeAllOf(text);
        expect(value).toEqual(allResult);
        expect(progress).toEqual([
          { type: 'start', id: 'library' },
          {
            type: 'update',
            id: 'library',
            status: 'failure',
            percentage: 100,
            reason: expect.stringMatching(new RegExp(`^Malformed event: ${kind}`)),
          },
        ]);
      },
    );
  }

  it.each([
    ['bad JSON', '{"sourceId":'],
    ['the wrong shape', '{"sourceId":"library","stream":{"type":"dash"}}'],
  ])('rejects a completed event with %s as a malformed result', async (_, data) => {
    const { error } = await scrapeAllOf(rawEvent('completed', data));
    expect(error).toBeInstanceOf(ScrapeError);
    expect((error as Error).message).toMatch(/^Malformed result/);
  });

  it.each([
    ['bad JSON', 'NotFoundError'],
    ['the wrong shape', '{"name":"NotFoundError"}'],
  ])('rejects an error event with %s as a failed scrape', async (_, data) => {
    const { error } = await scrapeAllOf(rawEvent('error', data));
    expect(error).toBeInstanceOf(ScrapeError);
    expect((error as Error).message).toMatch(/^Failed to scrape/);
  });
});

describe('failures', () => {
  it('rejects an error named NotFoundError as not found', async () => {
    const { error } = await scrapeAllOf(
      event('error', { name: 'NotFoundError', message: 'no source had it' }),
    );
    expect(error).toBeInstanceOf(ScrapeNotFoundError);
    expect(error).not.toBeInstanceOf(ScrapeError);
    expect((error as Error).message).toBe("We couldn't find that");
  });

  it('rejects other errors with the server’s message', async () => {
    const { error } = await scrapeAllOf(
      event('start', 'library') + event('error', { name: 'Error', message: 'Failed to scrape' }),
    );
    expect(error).toBeInstanceOf(ScrapeError);
    expect(error).toMatchObject({ message: 'Failed to scrape', errorName: 'Error' });
  });

  it('rejects an HTTP error status with the status', async () => {
    scrapeServer('/scrape', () => new HttpResponse('oops', { status: 500 }));
    const error = await client()
      .scrapeAll(movie, {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ScrapeError);
    expect(error).toMatchObject({ status: 500, message: expect.stringContaining('500') });
  });

  it('rejects a dropped connection', async () => {
    scrapeServer('/scrape', () => HttpResponse.error());
    await expect(client().scrapeAll(movie, {})).rejects.toThrow(ScrapeError);
  });

  it('rejects a body that breaks off mid-stream', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(event('start', 'library')));
        controller.error(new TypeError('terminated'));
      },
    });
    const { error } = await scrapeAllOf(broken);
    expect(error).toBeInstanceOf(ScrapeError);
  });
});

describe('abort', () => {
  it('stops reading mid-stream and rejects with the AbortError', async () => {
    let cancelled = false;
    const bytes = new TextEncoder().encode(event('init', { sourceIds: ['library'] }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
      },
      cancel() {
        cancelled = true;
      },
    });
    const fetchSpy = vi.fn(async () => sseResponse(body));
    const controller = new AbortController();
    const progress: ScrapeProgress[] = [];
    const pending = client({ fetch: fetchSpy })
      .scrapeAll(movie, {
        signal: controller.signal,
        onProgress: (entry) => {
          progress.push(entry);
          controller.abort();
        },
      })
      .catch((error: unknown) => error);
    const error = await pending;
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ScrapeError);
    expect(progress).toEqual([{ type: 'init', sourceIds: ['library'] }]);
    expect(cancelled).toBe(true);
  });

  it('stops a stream that hangs, through the network', async () => {
    scrapeServer('/scrape', () => sseResponse(sseBody(event('start', 'library'), { hang: true })));
    const controller = new AbortController();
    const started = deferred();
    const pending = client()
      .scrapeAll(movie, { signal: controller.signal, onProgress: () => started.resolve() })
      .catch((error: unknown) => error);
    await started.promise;
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
  });

  it('rejects with the AbortError when aborted before the answer', async () => {
    network.use(http.get(`${BASE}/scrape`, () => new Promise<Response>(() => {})));
    const controller = new AbortController();
    const pending = client()
      .scrapeAll(movie, { signal: controller.signal })
      .catch((error: unknown) => error);
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
  });
});

describe('tokens and the human check (spec doc 2 §6, §8)', () => {
  const NOW = Date.UTC(2026, 0, 1);
  const fresh = jwt({ sub: 'viewer', exp: NOW / 1000 + 60 });
  const humanCheckRequired = () =>
    sseResponse(event('error', { name: 'HumanCheckRequired', message: 'Prove it' }));

  it('keeps the JWT of a token event and sends it back until it expires', async () => {
    let now = NOW;
    const tokens = memoryTokenStore();
    const humanCheck = vi.fn(async () => 'human-ok');
    const scraper = client({ tokens, humanCheck, now: () => now });
    const requests = scrapeServer(
      '/scrape',
      () => sseResponse(event('token', fresh) + event('completed', allResult)),
      () => sseResponse(event('completed', allResult)),
      humanCheckRequired,
      () => sseResponse(event('completed', allResult)),
    );

    await scraper.scrapeAll(movie, {});
    expect(requests[0]?.has('token')).toBe(false);
    expect(tokens.get()).toBe(fresh);

    now = NOW + 59_000;
    await scraper.scrapeAll(movie, {});
    expect(requests[1]?.get('token')).toBe(`jwt|${fresh}`);
    expect(humanCheck).not.toHaveBeenCalled();

    // Expired: sent without it, the server asks for a human check, and the retry carries its token.
    now = NOW + 60_000;
    await expect(scraper.scrapeAll(movie, {})).resolves.toEqual(allResult);
    expect(requests[2]?.has('token')).toBe(false);
    expect(humanCheck).toHaveBeenCalledTimes(1);
    expect(requests[3]?.get('token')).toBe('human-ok');
    expect(requests).toHaveLength(4);
  });

  it('treats a malformed JWT as expired', async () => {
    for (const token of ['not-a-jwt', 'a.b.c', jwt({ sub: 'no exp' }), jwt({ exp: 'later' })]) {
      const requests = scrapeServer('/scrape', () => sseResponse(event('noOutput', null)));
      await client({ tokens: memoryTokenStore(token), now: () => NOW }).scrapeAll(movie, {});
      expect(requests[0]?.has('token')).toBe(false);
    }
  });

  it('uses the token store on every endpoint', async () => {
    const tokens = memoryTokenStore(fresh);
    const scraper = client({ tokens, now: () => NOW });
    const source = scrapeServer('/scrape/source', () => sseResponse(event('noOutput', null)));
    const embed = scrapeServer('/scrape/embed', () => sseResponse(event('noOutput', null)));
    await scraper.scrapeSource('library', movie);
    await scraper.scrapeEmbed('library-embed', 'https://embed.example');
    expect(source[0]?.get('token')).toBe(`jwt|${fresh}`);
    expect(embed[0]?.get('token')).toBe(`jwt|${fresh}`);
  });

  it('fails with the humanity message when the check does not convince the server', async () => {
    const humanCheck = vi.fn(async () => 'human-maybe');
    const requests = scrapeServer('/scrape', humanCheckRequired);
    const error = await client({ humanCheck })
      .scrapeAll(movie, {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ScrapeError);
    expect((error as Error).message).toBe(
      'Failed to verify your humanity - stream failed to load. Clear your cache and try again, or switch to a different source',
    );
    expect(humanCheck).toHaveBeenCalledTimes(1);
    expect(requests.map((params) => params.get('token'))).toEqual([null, 'human-maybe']);
  });

  it('fails "Failed to get token" when the human check throws', async () => {
    const requests = scrapeServer('/scrape', humanCheckRequired);
    const humanCheck = vi.fn(async (): Promise<string> => {
      throw new Error('widget failed to load');
    });
    await expect(client({ humanCheck }).scrapeAll(movie, {})).rejects.toMatchObject({
      name: 'ScrapeError',
      message: 'Failed to get token',
    });
    expect(requests).toHaveLength(1);
  });

  it('fails with the server’s message when no human check is available', async () => {
    scrapeServer('/scrape', humanCheckRequired);
    await expect(client().scrapeAll(movie, {})).rejects.toMatchObject({
      name: 'ScrapeError',
      message: 'Prove it',
    });
  });

  it('passes other failures of the retry on as they are', async () => {
    scrapeServer('/scrape', humanCheckRequired, () =>
      sseResponse(event('error', { name: 'NotFoundError', message: '' })),
    );
    await expect(
      client({ humanCheck: async () => 'human-ok' }).scrapeAll(movie, {}),
    ).rejects.toBeInstanceOf(ScrapeNotFoundError);
  });

  it('stops waiting for the human check on abort', async () => {
    scrapeServer('/scrape', humanCheckRequired);
    const controller = new AbortController();
    const asked = deferred();
    const humanCheck = () => {
      asked.resolve();
      return new Promise<string>(() => {});
    };
    const pending = client({ humanCheck })
      .scrapeAll(movie, { signal: controller.signal })
      .catch((error: unknown) => error);
    await asked.promise;
    controller.abort();
    expect(isAbortError(await pending)).toBe(true);
  });
});

describe('metadata', () => {
  const scrapers = [
    { type: 'source', id: 'library', rank: 100, name: 'Library', mediaTypes: ['movie', 'show'] },
    { type: 'embed', id: 'library-embed', rank: 90, name: 'Library embed' },
  ];

  it('lists the scrapers', async () => {
    network.use(http.get(`${BASE}/metadata`, () => HttpResponse.json(scrapers)));
    await expect(client().metadata()).resolves.toEqual(scrapers);
  });

  it('rejects a failed or malformed answer', async () => {
    network.use(http.get(`${BASE}/metadata`, () => new HttpResponse('', { status: 502 })));
    await expect(client().metadata()).rejects.toMatchObject({ name: 'ScrapeError', status: 502 });
    network.use(http.get(`${BASE}/metadata`, () => HttpResponse.json([{ id: 'library' }])));
    await expect(client().metadata()).rejects.toThrow(/^Malformed scraper list/);
    network.use(http.get(`${BASE}/metadata`, () => new HttpResponse('<html>')));
    await expect(client().metadata()).rejects.toThrow(/^Malformed scraper list/);
  });
});
