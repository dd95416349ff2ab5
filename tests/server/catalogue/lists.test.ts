import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVER_PROVIDERS } from '../../../src/domain/providers.ts';
import {
  amelie,
  deadOfNight,
  livingDead,
  metropolis,
  midnight,
  nightfall,
  nightGallery,
  pioneer,
  sintel,
  tearsOfSteel,
} from './fixtures.ts';
import { openCatalogue, type TestCatalogue } from './support.ts';

let catalogue: TestCatalogue;
beforeAll(async () => {
  catalogue = await openCatalogue();
});
afterAll(() => catalogue.close());

interface Result {
  id: number;
  title?: string;
  name?: string;
  vote_average: number;
}

async function page(path: string) {
  const response = await catalogue.get(path);
  expect(response.statusCode, path).toBe(200);
  return response.json() as {
    page: number;
    results: Result[];
    total_pages: number;
    total_results: number;
    dates?: unknown;
  };
}

const ids = async (path: string) => (await page(path)).results.map((result) => result.id);

describe('genre/{type}/list', () => {
  it('answers TMDB’s genre ids and names, alphabetically', async () => {
    const movie = (await catalogue.get('/3/genre/movie/list')).json().genres;
    expect(movie).toHaveLength(19);
    expect(movie).toContainEqual({ id: 28, name: 'Action' });
    expect(movie).toContainEqual({ id: 878, name: 'Science Fiction' });
    const tv = (await catalogue.get('/3/genre/tv/list?language=de')).json().genres;
    expect(tv).toContainEqual({ id: 10765, name: 'Sci-Fi & Fantasy' });
    expect(tv).not.toContainEqual({ id: 28, name: 'Action' });
    for (const list of [movie, tv]) {
      const names = list.map((genre: { name: string }) => genre.name);
      expect(names).toEqual([...names].sort());
    }
  });
});

describe('movie and tv charts', () => {
  it('ranks popular movies by popularity, 20 a page', async () => {
    const first = await page('/3/movie/popular');
    expect(first).toMatchObject({ page: 1, total_pages: 2, total_results: 31 });
    expect(first.results.slice(0, 4).map((result) => result.id)).toEqual([
      midnight.id,
      deadOfNight.id,
      nightfall.id,
      livingDead.id,
    ]);
    const second = await page('/3/movie/popular?page=2');
    expect(second.results).toHaveLength(11);
    const all = [...first.results, ...second.results].map((result) => result.id);
    expect(new Set(all).size).toBe(31);
    expect(await page('/3/movie/popular?page=3')).toEqual({
      page: 3,
      results: [],
      total_pages: 2,
      total_results: 31,
    });
  });

  it('ranks top rated titles by their rating', async () => {
    const movies = (await page('/3/movie/top_rated')).results;
    expect(movies.slice(0, 4).map((result) => result.id)).toEqual([
      metropolis.id,
      livingDead.id,
      sintel.id,
      tearsOfSteel.id,
    ]);
    const ratings = movies.map((result) => result.vote_average);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect((await ids('/3/tv/top_rated'))[0]).toBe(nightGallery.id);
  });

  it('shows the newest movies as now playing, with the dates they span', async () => {
    const nowPlaying = await page('/3/movie/now_playing');
    expect(nowPlaying.dates).toEqual({ maximum: '2012-09-26', minimum: '1927-02-06' });
    expect(nowPlaying.results.slice(0, 3).map((result) => result.id)).toEqual([
      tearsOfSteel.id,
      sintel.id, // its digital release, 2010-10-01
      amelie.id, // likewise, 2002
    ]);
  });

  it('shows the shows that aired last as on the air', async () => {
    expect((await ids('/3/tv/on_the_air')).slice(0, 2)).toEqual([pioneer.id, nightGallery.id]);
    expect((await page('/3/tv/popular')).total_results).toBe(6);
  });

  it('refuses a bad page with TMDB’s "invalid page"', async () => {
    const response = await catalogue.get('/3/tv/popular?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, status_code: 22 });
  });
});

describe('discover/{type}', () => {
  it('filters by genre: "," means all of them, "|" any of them', async () => {
    expect(await ids('/3/discover/movie?with_genres=27')).toEqual([deadOfNight.id, livingDead.id]);
    expect(await ids('/3/discover/movie?with_genres=27,53')).toEqual([livingDead.id]);
    expect(await ids('/3/discover/movie?with_genres=27%7C80')).toEqual([
      deadOfNight.id,
      nightfall.id,
      livingDead.id,
    ]);
    expect(await ids('/3/discover/tv?with_genres=10765')).toEqual([nightGallery.id, pioneer.id]);
    expect(await ids('/3/discover/movie?with_genres=10765')).toEqual([]);
  });

  it('without filters lists everything by popularity', async () => {
    expect(await page('/3/discover/movie?include_adult=false&language=en-US')).toMatchObject({
      total_results: 31,
      total_pages: 2,
    });
  });

  // Every provider the picker offers has titles of its type (spec doc 3 §2: 14 per media type).
  const listed = (['movie', 'show'] as const).flatMap((type) =>
    DISCOVER_PROVIDERS[type].map(({ id, name }) => [type === 'movie' ? 'movie' : 'tv', id, name]),
  );

  it.each(listed)(
    'lists the %s titles streaming on provider %i (%s) in the US',
    async (type, id, name) => {
      const found = await ids(`/3/discover/${type}?with_watch_providers=${id}&watch_region=US`);
      expect(found.length).toBeGreaterThan(0);
      for (const titleId of found) {
        const network = (await catalogue.get(`/releases/network/${titleId}`)).json();
        if (network.type === type) expect(network.platforms).toContain(name);
      }
    },
  );

  it('combines providers like genres, and knows no other region', async () => {
    const netflix = await ids('/3/discover/movie?with_watch_providers=8&watch_region=US');
    const max = await ids('/3/discover/movie?with_watch_providers=1899&watch_region=US');
    const either = await ids('/3/discover/movie?with_watch_providers=8%7C1899&watch_region=US');
    const both = await ids('/3/discover/movie?with_watch_providers=8,1899&watch_region=US');
    expect(new Set(either)).toEqual(new Set([...netflix, ...max]));
    expect(new Set(both)).toEqual(new Set(netflix.filter((id) => max.includes(id))));
    expect(await ids('/3/discover/movie?with_watch_providers=8&watch_region=GB')).toEqual([]);
    expect(await ids('/3/discover/movie?with_watch_providers=8')).toEqual(netflix);
  });

  it.each([
    ['with_genres=action', 'with_genres: must be ids joined by , (all) or | (any)'],
    ['with_genres=28,,12', 'with_genres: must be ids'],
    ['with_watch_providers=8;2', 'with_watch_providers: must be ids'],
    ['watch_region=usa', 'watch_region: must be at most 2 characters'],
    ['watch_region=us', 'watch_region: must be a country code'],
  ])('refuses %s with a 422 naming the parameter', async (query, message) => {
    const response = await catalogue.get(`/3/discover/movie?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      status_code: 5,
      status_message: expect.stringContaining(message),
    });
  });
});
