// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MediaItem, MediaType } from '../../../src/domain/media.ts';
import { loadFeaturedSlides, pickFeatured } from '../../../src/services/tmdb/featured.ts';
import { network } from '../../support/network.ts';
import { createTestClient, realTmdb, serveTmdbFixtures } from './support.ts';

const titles = (type: MediaType, count: number): MediaItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${index + 1}`,
    type,
    title: `${type} ${index + 1}`,
  }));

/** A sequence of "random" numbers, repeating. */
const sequence = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length] as number;
};

const count = (picks: MediaItem[], type: MediaType) =>
  picks.filter((pick) => pick.type === type).length;

describe('pickFeatured (doc 3 §2: 10 slides, 6 movies and 4 shows of 20 popular candidates)', () => {
  it('picks 6 movies and 4 shows, each once', () => {
    const picks = pickFeatured(titles('movie', 20), titles('show', 20), Math.random);
    expect(picks).toHaveLength(10);
    expect(count(picks, 'movie')).toBe(6);
    expect(count(picks, 'show')).toBe(4);
    expect(new Set(picks.map((pick) => `${pick.type}${pick.id}`)).size).toBe(10);
  });

  it('only picks among the first 20 of each list', () => {
    for (const value of [0, 0.5, 0.999]) {
      const picks = pickFeatured(titles('movie', 40), titles('show', 40), () => value);
      expect(picks.every((pick) => Number(pick.id) <= 20)).toBe(true);
    }
  });

  it('picks at random, so two visits can feature different titles', () => {
    const first = pickFeatured(titles('movie', 20), titles('show', 20), sequence(0.1, 0.7, 0.3));
    const second = pickFeatured(titles('movie', 20), titles('show', 20), sequence(0.9, 0.2));
    expect(first.map((pick) => pick.title)).not.toEqual(second.map((pick) => pick.title));
  });

  it('fills the 10 places with the other type when one has too few titles', () => {
    const fewShows = pickFeatured(titles('movie', 54), titles('show', 1), Math.random);
    expect([count(fewShows, 'movie'), count(fewShows, 'show')]).toEqual([9, 1]);
    const fewMovies = pickFeatured(titles('movie', 2), titles('show', 20), Math.random);
    expect([count(fewMovies, 'movie'), count(fewMovies, 'show')]).toEqual([2, 8]);
    expect(pickFeatured(titles('movie', 3), [], Math.random)).toHaveLength(3);
  });
});

describe('loadFeaturedSlides', () => {
  it('loads the details of the picks, leaving out titles whose details fail', async () => {
    const { requests } = serveTmdbFixtures(realTmdb);
    const slides = await loadFeaturedSlides(createTestClient(realTmdb));
    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(paths).toContain('/3/movie/popular');
    expect(paths).toContain('/3/tv/popular');
    // The fixtures list 5 popular movies and 4 shows, and hold the details of one of each.
    expect(paths.filter((path) => /^\/3\/(movie|tv)\/\d+$/.test(path))).toHaveLength(9);
    expect(slides.map((slide) => slide.title).sort()).toEqual(['Fight Club', 'Game of Thrones']);
    const show = slides.find((slide) => slide.type === 'show');
    expect(show).toMatchObject({ seasonCount: 8, backdrop: expect.stringContaining('/original/') });
  });

  it('fails when the popular lists fail', async () => {
    serveTmdbFixtures(realTmdb);
    network.use(
      http.get(`${realTmdb.apiUrl}/tv/popular`, () => HttpResponse.json({}, { status: 500 })),
    );
    await expect(loadFeaturedSlides(createTestClient(realTmdb))).rejects.toMatchObject({
      name: 'TmdbError',
    });
  });

  it('fails when no title has details', async () => {
    serveTmdbFixtures(realTmdb);
    network.use(
      http.get(`${realTmdb.apiUrl}/:type/:id`, ({ params }) =>
        params.id === 'popular' ? undefined : HttpResponse.json({}, { status: 503 }),
      ),
    );
    await expect(loadFeaturedSlides(createTestClient(realTmdb))).rejects.toMatchObject({
      name: 'TmdbError',
      status: 503,
    });
  });
});
