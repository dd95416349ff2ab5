import { describe, expect, it } from 'vitest';
import {
  orderEmbeds,
  orderSources,
  parseEmbedProvider,
  providerUrl,
  type ScraperInfo,
  type SourcePreferences,
} from '../../src/domain/sources.ts';

const scrapers: ScraperInfo[] = [
  { type: 'source', id: 'spool', name: 'Spool', rank: 195 },
  { type: 'source', id: 'reel', name: 'Reel', rank: 200 },
  { type: 'source', id: 'pocket', name: 'Pocket', rank: 170, mediaTypes: ['show'] },
  { type: 'embed', id: 'library-mirror', name: 'Mirror', rank: 290 },
  { type: 'embed', id: 'library-embed', name: 'Embed', rank: 300 },
];
const local = parseEmbedProvider(
  'local|Local player|/embed/movie/{tmdbId}|/embed/tv/{tmdbId}/{season}/{episode}',
);
const none: SourcePreferences = {
  enableSourceOrder: false,
  sourceOrder: [],
  disabledSources: [],
  enableEmbedOrder: false,
  embedOrder: [],
  disabledEmbeds: [],
};
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('source order (doc 2 §4, doc 1 §3)', () => {
  it('tries scrapers by rank, for the media type, then the embed providers', () => {
    expect(ids(orderSources(scrapers, [local], 'movie', none))).toEqual(['reel', 'spool', 'local']);
    expect(ids(orderSources(scrapers, [local], 'show', none))).toEqual([
      'reel',
      'spool',
      'pocket',
      'local',
    ]);
  });

  it("follows the viewer's order when enabled, the unordered ones after, and drops disabled ones", () => {
    const preferences = {
      ...none,
      enableSourceOrder: true,
      sourceOrder: ['local', 'spool'],
      disabledSources: ['reel'],
    };
    expect(ids(orderSources(scrapers, [local], 'show', preferences))).toEqual([
      'local',
      'spool',
      'pocket',
    ]);
    // A kept order that is switched off is not used; disabled ones stay out.
    expect(
      ids(orderSources(scrapers, [local], 'movie', { ...preferences, enableSourceOrder: false })),
    ).toEqual(['spool', 'local']);
  });

  it('orders the embed scrapers the same way', () => {
    expect(orderEmbeds(scrapers, none)).toEqual(['library-embed', 'library-mirror']);
    expect(
      orderEmbeds(scrapers, { ...none, enableEmbedOrder: true, embedOrder: ['library-mirror'] }),
    ).toEqual(['library-mirror', 'library-embed']);
    expect(orderEmbeds(scrapers, { ...none, disabledEmbeds: ['library-embed'] })).toEqual([
      'library-mirror',
    ]);
  });
});

describe('embed providers (doc 2 §4)', () => {
  it('reads a configured provider', () => {
    expect(local).toEqual({
      id: 'local',
      name: 'Local player',
      movieUrl: '/embed/movie/{tmdbId}',
      showUrl: '/embed/tv/{tmdbId}/{season}/{episode}',
    });
  });

  it('builds the page of a movie or an episode, against the origin when relative', () => {
    const origin = 'http://app.example';
    expect(providerUrl(local, { tmdbId: '45745' }, origin)).toBe(
      'http://app.example/embed/movie/45745',
    );
    expect(providerUrl(local, { tmdbId: '33050', season: 1, episode: 2 }, origin)).toBe(
      'http://app.example/embed/tv/33050/1/2',
    );
    const remote = parseEmbedProvider(
      'far|Far|https://far.example/m?id={tmdbId}|https://far.example/t?id={tmdbId}&s={season}&e={episode}',
    );
    expect(providerUrl(remote, { tmdbId: '1', season: 0, episode: 3 }, origin)).toBe(
      'https://far.example/t?id=1&s=0&e=3',
    );
  });
});
