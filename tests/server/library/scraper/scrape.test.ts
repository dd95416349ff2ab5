import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  finds,
  libraryApp,
  libraryStream,
  misses,
  notFound,
  ORIGIN,
  pending,
  query,
  type ScrapeEvent,
  scrape,
  start,
  success,
  TITLES,
} from './support.ts';

const ALL = [
  'library-hls',
  'library-flaky',
  'library-files',
  'library-void',
  'library-embeds',
  'library-slow',
  'library-guarded',
];
const SHOWS = ALL.filter((id) => id !== 'library-hls');

const failure = (id: string, message: string) => ({
  event: 'update',
  data: {
    id,
    percentage: 100,
    status: 'failure',
    reason: 'Failed to scrape',
    error: { name: 'ScrapeError', message },
  },
});
const slowProgress = [25, 50, 75].map((percentage) => pending('library-slow', percentage));
const init = (sourceIds: string[]) => ({ event: 'init', data: { sourceIds } });

let app: FastifyInstance;
beforeAll(async () => {
  app = await libraryApp({ slowMs: 40 });
});
afterAll(() => app.close());

const scrapeAll = (media: Parameters<typeof query>[0], extra?: Record<string, string>) =>
  scrape(app, '/scrape', query(media, extra));

describe('GET /library/scraper/scrape, in the default order (by rank)', () => {
  it('Sintel: library-hls finds the HLS playlist at once', async () => {
    const events = await scrapeAll(TITLES.sintel);
    expect(events).toEqual([
      init(ALL),
      ...finds('library-hls'),
      {
        event: 'completed',
        data: { sourceId: 'library-hls', stream: libraryStream('test-card') },
      },
    ]);
    // Absolute URLs at the request's origin.
    expect(events.at(-1)?.data).toMatchObject({
      stream: { type: 'hls', playlist: 'http://flicker.test/library/test-card/master.m3u8' },
    });
  });

  it('Big Buck Bunny: library-flaky fails, then library-files finds the MP4 files', async () => {
    const events = await scrapeAll(TITLES.bigBuckBunny);
    expect(events).toEqual([
      init(ALL),
      ...misses('library-hls'),
      start('library-flaky'),
      pending('library-flaky'),
      failure('library-flaky', 'Flaky Mirror answered 503 Service Unavailable'),
      ...finds('library-files'),
      {
        event: 'completed',
        data: { sourceId: 'library-files', stream: libraryStream('countdown') },
      },
    ]);
    expect(events.at(-1)?.data).toMatchObject({
      stream: {
        type: 'file',
        qualities: {
          '480': { type: 'mp4', url: 'http://flicker.test/library/countdown/480p.mp4' },
          '720': { type: 'mp4', url: 'http://flicker.test/library/countdown/720p.mp4' },
        },
      },
    });
  });

  it('Elephants Dream: library-embeds finds exactly one embed, which library-player resolves', async () => {
    expect(await scrapeAll(TITLES.elephantsDream)).toEqual([
      init(ALL),
      ...misses('library-hls'),
      ...misses('library-flaky'),
      ...misses('library-files'),
      ...misses('library-void'),
      ...finds('library-embeds'),
      {
        event: 'discoverEmbeds',
        data: {
          sourceId: 'library-embeds',
          embeds: [{ id: 'library-embeds-0', embedScraperId: 'library-player' }],
        },
      },
      ...finds('library-embeds-0'),
      {
        event: 'completed',
        data: {
          sourceId: 'library-embeds',
          embedId: 'library-player',
          stream: libraryStream('countdown'),
        },
      },
    ]);
  });

  it('Pioneer One S1E1: a show skips library-hls (movies only); library-files finds it', async () => {
    expect(await scrapeAll(TITLES.pioneer1)).toEqual([
      init(SHOWS),
      ...misses('library-flaky'),
      ...finds('library-files'),
      {
        event: 'completed',
        data: { sourceId: 'library-files', stream: libraryStream('pioneer-1') },
      },
    ]);
  });

  it('Pioneer One S1E2: library-flaky fails; library-embeds finds two mirrors', async () => {
    expect(await scrapeAll(TITLES.pioneer2)).toEqual([
      init(SHOWS),
      start('library-flaky'),
      pending('library-flaky'),
      failure('library-flaky', 'Flaky Mirror answered 503 Service Unavailable'),
      ...misses('library-files'),
      ...misses('library-void'),
      ...finds('library-embeds'),
      {
        event: 'discoverEmbeds',
        data: {
          sourceId: 'library-embeds',
          embeds: [
            { id: 'library-embeds-0', embedScraperId: 'library-player' },
            { id: 'library-embeds-1', embedScraperId: 'library-mirror' },
          ],
        },
      },
      ...finds('library-embeds-0'),
      {
        event: 'completed',
        data: {
          sourceId: 'library-embeds',
          embedId: 'library-player',
          stream: libraryStream('pioneer-2'),
        },
      },
    ]);
  });

  it('Pioneer One S1E3: everything misses until library-slow finds it', async () => {
    expect(await scrapeAll(TITLES.pioneer3)).toEqual([
      init(SHOWS),
      ...misses('library-flaky'),
      ...misses('library-files'),
      ...misses('library-void'),
      ...misses('library-embeds'),
      start('library-slow'),
      ...slowProgress,
      success('library-slow'),
      {
        event: 'completed',
        data: { sourceId: 'library-slow', stream: libraryStream('pioneer-3') },
      },
    ]);
  });

  it('a title the library lacks: every source says notfound, then noOutput', async () => {
    expect(await scrapeAll(TITLES.nosferatu)).toEqual([
      init(ALL),
      ...misses('library-hls'),
      ...misses('library-flaky'),
      ...misses('library-files'),
      ...misses('library-void'),
      ...misses('library-embeds'),
      start('library-slow'),
      ...slowProgress,
      notFound('library-slow'),
      ...misses('library-guarded'),
      { event: 'noOutput', data: {} },
    ]);
  });

  it('The General: only library-guarded has it, naming the pass header its files need', async () => {
    const events = await scrapeAll(TITLES.theGeneral);
    expect(events.slice(-5, -1)).toEqual([notFound('library-slow'), ...finds('library-guarded')]);
    const open = libraryStream('countdown');
    expect(events.at(-1)).toEqual({
      event: 'completed',
      data: {
        sourceId: 'library-guarded',
        stream: {
          ...open,
          headers: { 'X-Library-Pass': 'flicker-members' },
          qualities: {
            480: { type: 'mp4', url: `${ORIGIN}/library/guarded/countdown/480p.mp4` },
            720: { type: 'mp4', url: `${ORIGIN}/library/guarded/countdown/720p.mp4` },
          },
        },
      },
    });
  });
});

describe('sourceOrder and embedOrder', () => {
  it('runs the listed sources in that order, ignores unknown ids and skips the others', async () => {
    const events = await scrapeAll(TITLES.sintel, {
      sourceOrder: 'library-void,nothing-here,library-hls,library-void',
    });
    expect(events).toEqual([
      init(['library-void', 'library-hls']),
      ...misses('library-void'),
      ...finds('library-hls'),
      {
        event: 'completed',
        data: { sourceId: 'library-hls', stream: libraryStream('test-card') },
      },
    ]);
  });

  it('never runs a source left out (disabled), even the one that would find it', async () => {
    const events = await scrapeAll(TITLES.bigBuckBunny, {
      sourceOrder: 'library-hls,library-flaky',
    });
    expect(events.map(({ event }) => event)).toEqual([
      'init',
      ...['start', 'update', 'update'],
      ...['start', 'update', 'update'],
      'noOutput',
    ]);
    expect(events[0]?.data).toEqual({ sourceIds: ['library-hls', 'library-flaky'] });
  });

  it('takes an empty list as the default order', async () => {
    const events = await scrapeAll(TITLES.sintel, { sourceOrder: '', embedOrder: '' });
    expect(events[0]).toEqual(init(ALL));
  });

  it('lists no source for a show whose only listed source does movies', async () => {
    expect(await scrapeAll(TITLES.pioneer1, { sourceOrder: 'library-hls' })).toEqual([
      init([]),
      { event: 'noOutput', data: {} },
    ]);
  });

  it('tries the embeds in embedOrder: a failing mirror first, then the next', async () => {
    const events: ScrapeEvent[] = await scrapeAll(TITLES.pioneer2, {
      sourceOrder: 'library-embeds',
      embedOrder: 'library-mirror,library-player',
    });
    expect(events.slice(4)).toEqual([
      {
        event: 'discoverEmbeds',
        data: {
          sourceId: 'library-embeds',
          embeds: [
            { id: 'library-embeds-1', embedScraperId: 'library-mirror' },
            { id: 'library-embeds-0', embedScraperId: 'library-player' },
          ],
        },
      },
      start('library-embeds-1'),
      pending('library-embeds-1'),
      failure('library-embeds-1', 'The mirror answered 502 Bad Gateway'),
      ...finds('library-embeds-0'),
      {
        event: 'completed',
        data: {
          sourceId: 'library-embeds',
          embedId: 'library-player',
          stream: libraryStream('pioneer-2'),
        },
      },
    ]);
  });

  it('skips embeds left out of embedOrder, and goes on to the next source', async () => {
    const events = await scrapeAll(TITLES.pioneer2, {
      sourceOrder: 'library-embeds,library-slow',
      embedOrder: 'library-mirror',
    });
    expect(events).toEqual([
      init(['library-embeds', 'library-slow']),
      ...finds('library-embeds'),
      {
        event: 'discoverEmbeds',
        data: {
          sourceId: 'library-embeds',
          embeds: [{ id: 'library-embeds-1', embedScraperId: 'library-mirror' }],
        },
      },
      start('library-embeds-1'),
      pending('library-embeds-1'),
      failure('library-embeds-1', 'The mirror answered 502 Bad Gateway'),
      start('library-slow'),
      ...slowProgress,
      success('library-slow'),
      {
        event: 'completed',
        data: { sourceId: 'library-slow', stream: libraryStream('pioneer-2') },
      },
    ]);
  });

  it('says notfound ("No embeds found") for a source whose embeds are all left out', async () => {
    const events = await scrapeAll(TITLES.elephantsDream, {
      sourceOrder: 'library-embeds',
      embedOrder: 'library-mirror',
    });
    expect(events).toEqual([
      init(['library-embeds']),
      start('library-embeds'),
      pending('library-embeds'),
      notFound('library-embeds', 'No embeds found'),
      { event: 'noOutput', data: {} },
    ]);
  });
});

describe('a malformed query', () => {
  const { tmdbId: _, ...withoutId } = TITLES.sintel;
  it.each([
    ['no media at all', '', /type/],
    ['an unknown type', query({ ...TITLES.sintel, type: 'film' } as never), /type/],
    ['no TMDB id', query(withoutId as never), /tmdbId/],
    ['a TMDB id that is no number', query(TITLES.sintel, { tmdbId: 'abc' }), /tmdbId/],
    ['a year that is no number', query(TITLES.sintel, { releaseYear: '20x0' }), /releaseYear/],
    ['an empty year', query(TITLES.sintel, { releaseYear: '' }), /releaseYear/],
    ['an empty title', query(TITLES.sintel, { title: '' }), /title/],
    ['a malformed IMDb id', query(TITLES.sintel, { imdbId: '1234' }), /imdbId/],
    ['a show without an episode', query({ ...TITLES.sintel, type: 'show' } as never), /episode/],
    ['episode 0', query(TITLES.pioneer1, { episodeNumber: '0' }), /episodeNumber/],
    ['a title given twice', `${query(TITLES.sintel)}&title=again`, /title/],
    [
      'a source order given twice',
      `${query(TITLES.sintel)}&sourceOrder=a&sourceOrder=b`,
      /sourceOrder/,
    ],
  ])('(%s) is one ValidationError event', async (_name, params, message) => {
    const events = await scrape(app, '/scrape', params);
    expect(events).toEqual([
      {
        event: 'error',
        data: { name: 'ValidationError', message: expect.stringMatching(message) },
      },
    ]);
  });

  it('accepts an empty IMDb id, as clients without one may send', async () => {
    const events = await scrapeAll(TITLES.sintel, { imdbId: '' });
    expect(events.at(-1)?.event).toBe('completed');
  });
});
