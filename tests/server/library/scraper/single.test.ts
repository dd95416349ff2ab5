import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import * as z from 'zod/mini';
import { scraperListSchema } from '../../../../src/contracts/scrape.ts';
import { HOST, libraryApp, libraryStream, ORIGIN, query, scrape, TITLES } from './support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await libraryApp({ slowMs: 40 });
});
afterAll(() => app.close());

const notFound = (message = "We couldn't find that") => [
  { event: 'error', data: { name: 'NotFoundError', message } },
];
const source = (id: string, media: Parameters<typeof query>[0]) =>
  scrape(app, '/scrape/source', query(media, { id }));
const embed = (id: string, url: string) =>
  scrape(app, '/scrape/embed', query(undefined, { id, url }));

describe('GET /library/scraper/metadata', () => {
  it('lists the sources by rank, then the embed scrapers, to any origin', async () => {
    const response = await app.inject('/library/scraper/metadata');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const list = z.parse(scraperListSchema, response.json());
    expect(list.map(({ type, id, rank }) => `${type} ${id} ${rank}`)).toEqual([
      'source library-hls 200',
      'source library-flaky 195',
      'source library-files 190',
      'source library-void 185',
      'source library-embeds 180',
      'source library-slow 175',
      'source library-guarded 170',
      'embed library-player 130',
      'embed library-mirror 120',
    ]);
    expect(list[0]).toEqual({
      type: 'source',
      id: 'library-hls',
      rank: 200,
      name: 'Library HLS',
      mediaTypes: ['movie'],
    });
    expect(list.find(({ id }) => id === 'library-player')).not.toHaveProperty('mediaTypes');
  });

  it('answers a CORS preflight', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/library/scraper/human-check',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-headers']).toMatch(/Content-Type/);
  });
});

describe('GET /library/scraper/scrape/source', () => {
  it('library-hls gives Sintel’s HLS stream', async () => {
    expect(await source('library-hls', TITLES.sintel)).toEqual([
      { event: 'completed', data: { embeds: [], stream: [libraryStream('test-card')] } },
    ]);
  });

  it('library-files gives Big Buck Bunny’s MP4 files', async () => {
    expect(await source('library-files', TITLES.bigBuckBunny)).toEqual([
      { event: 'completed', data: { embeds: [], stream: [libraryStream('countdown')] } },
    ]);
  });

  it('library-embeds gives Elephants Dream exactly one embed', async () => {
    expect(await source('library-embeds', TITLES.elephantsDream)).toEqual([
      {
        event: 'completed',
        data: { embeds: [{ embedId: 'library-player', url: `${ORIGIN}/embed/movie/9761` }] },
      },
    ]);
  });

  it('library-embeds gives Pioneer One S1E2 two mirrors', async () => {
    expect(await source('library-embeds', TITLES.pioneer2)).toEqual([
      {
        event: 'completed',
        data: {
          embeds: [
            { embedId: 'library-player', url: `${ORIGIN}/embed/tv/33050/1/2` },
            { embedId: 'library-mirror', url: `${ORIGIN}/embed/tv/33050/1/2?mirror=2` },
          ],
        },
      },
    ]);
  });

  it('library-slow gives Pioneer One S1E3, late', async () => {
    expect(await source('library-slow', TITLES.pioneer3)).toEqual([
      { event: 'completed', data: { embeds: [], stream: [libraryStream('pioneer-3')] } },
    ]);
  });

  it('library-flaky fails on Big Buck Bunny with an error that is not "not found"', async () => {
    expect(await source('library-flaky', TITLES.bigBuckBunny)).toEqual([
      {
        event: 'error',
        data: { name: 'ScrapeError', message: 'Flaky Mirror answered 503 Service Unavailable' },
      },
    ]);
  });

  it('library-void finds nothing: an error named NotFoundError', async () => {
    expect(await source('library-void', TITLES.sintel)).toEqual(notFound());
  });

  it('says NotFoundError for a title the library lacks', async () => {
    expect(await source('library-slow', TITLES.nosferatu)).toEqual(notFound());
    expect(await source('library-files', TITLES.sintel)).toEqual(notFound());
  });

  it('says NotFoundError when the source does not do that media type', async () => {
    expect(await source('library-hls', TITLES.pioneer1)).toEqual(
      notFound('Library HLS has no shows'),
    );
  });

  it('says UnknownScraperError for an unknown id (before looking at the media)', async () => {
    const expected = [
      {
        event: 'error',
        data: { name: 'UnknownScraperError', message: 'No scraper has the id library-nope' },
      },
    ];
    expect(await source('library-nope', TITLES.sintel)).toEqual(expected);
    expect(await scrape(app, '/scrape/source', 'id=library-nope')).toEqual(expected);
    // An embed scraper is no source.
    expect((await source('library-player', TITLES.sintel))[0]?.data).toMatchObject({
      name: 'UnknownScraperError',
    });
  });

  it.each([
    ['no id', query(TITLES.sintel), /^id: /],
    ['no media', 'id=library-hls', /^type: /],
    ['a bad year', query(TITLES.sintel, { id: 'library-hls', releaseYear: 'soon' }), /releaseYear/],
  ])('says ValidationError for %s', async (_name, params, message) => {
    expect(await scrape(app, '/scrape/source', params)).toEqual([
      {
        event: 'error',
        data: { name: 'ValidationError', message: expect.stringMatching(message) },
      },
    ]);
  });
});

describe('GET /library/scraper/scrape/embed', () => {
  it('library-player resolves a movie’s embed page into the library stream', async () => {
    expect(await embed('library-player', `${ORIGIN}/embed/movie/9761`)).toEqual([
      { event: 'completed', data: { stream: [libraryStream('countdown')] } },
    ]);
  });

  it.each([
    [TITLES.elephantsDream, 'countdown'],
    [TITLES.pioneer2, 'pioneer-2'],
  ])(
    'resolves the first embed library-embeds gives for $title, round trip',
    async (media, clip) => {
      const [discovered] = await source('library-embeds', media);
      const { embeds } = (discovered?.data ?? { embeds: [] }) as {
        embeds: { embedId: string; url: string }[];
      };
      const first = embeds[0];
      expect(first?.embedId).toBe('library-player');
      expect(await embed(first?.embedId ?? '', first?.url ?? '')).toEqual([
        { event: 'completed', data: { stream: [libraryStream(clip)] } },
      ]);
    },
  );

  it('library-mirror resolves a mirror of a title it does not fail on', async () => {
    expect(await embed('library-mirror', `${ORIGIN}/embed/tv/33050/1/1?mirror=2`)).toEqual([
      { event: 'completed', data: { stream: [libraryStream('pioneer-1')] } },
    ]);
  });

  it('library-mirror fails on Pioneer One S1E2', async () => {
    expect(await embed('library-mirror', `${ORIGIN}/embed/tv/33050/1/2?mirror=2`)).toEqual([
      {
        event: 'error',
        data: { name: 'ScrapeError', message: 'The mirror answered 502 Bad Gateway' },
      },
    ]);
  });

  it.each([
    ['a title the library lacks', `${ORIGIN}/embed/movie/653`],
    ['an episode the library lacks', `${ORIGIN}/embed/tv/33050/1/9`],
    ['a page that is no embed page', `${ORIGIN}/library/manifest.json`],
  ])('says NotFoundError for %s', async (_name, url) => {
    expect(await embed('library-player', url)).toEqual(notFound('No stream :('));
  });

  it.each([
    ['no URL', 'id=library-player', /^url: /],
    [
      'a URL that is not absolute',
      query(undefined, { id: 'library-player', url: '/embed/movie/9761' }),
      /^url: expected an absolute URL/,
    ],
    ['no id', query(undefined, { url: `${ORIGIN}/embed/movie/9761` }), /^id: /],
  ])('says ValidationError for %s', async (_name, params, message) => {
    expect(await scrape(app, '/scrape/embed', params)).toEqual([
      {
        event: 'error',
        data: { name: 'ValidationError', message: expect.stringMatching(message) },
      },
    ]);
  });

  it('says UnknownScraperError for an unknown embed scraper (a source is none)', async () => {
    expect(await embed('library-hls', `${ORIGIN}/embed/movie/9761`)).toEqual([
      {
        event: 'error',
        data: { name: 'UnknownScraperError', message: 'No scraper has the id library-hls' },
      },
    ]);
  });
});

it('builds URLs from the request’s host', async () => {
  const response = await app.inject({
    url: `/library/scraper/scrape/source?${query(TITLES.elephantsDream, { id: 'library-embeds' })}`,
    headers: { host: 'other.example:8123' },
  });
  expect(response.body).toContain('"url":"http://other.example:8123/embed/movie/9761"');
  expect(HOST).not.toBe('other.example:8123');
});

it('builds URLs on PUBLIC_URL when it is set, whatever Host a request names', async () => {
  const behindProxy = await libraryApp({}, false, { publicUrl: 'https://flicker.example' });
  onTestFinished(() => behindProxy.close());
  const response = await behindProxy.inject({
    url: `/library/scraper/scrape/source?${query(TITLES.elephantsDream, { id: 'library-embeds' })}`,
    headers: { host: 'attacker.example' },
  });
  expect(response.body).toContain('"url":"https://flicker.example/embed/movie/9761"');
  expect(response.body).not.toContain('attacker.example');
});
