import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amelie,
  deadOfNight,
  fixtureMovies,
  livingDead,
  metropolis,
  midnight,
  night,
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

async function list(path: string) {
  const response = await catalogue.get(`/releases/${path}`);
  expect(response.statusCode, path).toBe(200);
  return response.json() as { tmdb_ids: number[]; count: number };
}

/** The whole list, in one page. */
const all = async (name: string) => (await list(`${name}?limit=100`)).tmdb_ids;

async function discoverIds(type: 'movie' | 'tv', provider: number): Promise<number[]> {
  const response = await catalogue.get(
    `/3/discover/${type}?with_watch_providers=${provider}&watch_region=US`,
  );
  return response.json().results.map((result: { id: number }) => result.id);
}

const reels = fixtureMovies.filter((movie) => movie.genreIds.includes(99)).map(({ id }) => id);

describe('release lists', () => {
  it('answer one page of ids and the size of the whole list', async () => {
    const first = await list('latest');
    expect(first.count).toBe(31);
    expect(first.tmdb_ids).toHaveLength(20);
    expect(first.tmdb_ids.slice(0, 8)).toEqual([
      tearsOfSteel.id,
      sintel.id,
      amelie.id,
      livingDead.id,
      midnight.id,
      deadOfNight.id,
      nightfall.id,
      night.id,
    ]);
    const everything = await all('latest');
    expect((await list('latest?page=2&limit=5')).tmdb_ids).toEqual(everything.slice(5, 10));
    expect(await list('latest?page=4&limit=10')).toEqual({
      tmdb_ids: [everything[30]],
      count: 31,
    });
    expect(await list('latest?page=9')).toEqual({ tmdb_ids: [], count: 31 });
  });

  it('fill the lists from the catalogue', async () => {
    expect(await all('latest4k')).toEqual([tearsOfSteel.id, sintel.id]);
    expect((await all('latesttv')).slice(0, 2)).toEqual([pioneer.id, nightGallery.id]);
    expect(await all('action')).toEqual([tearsOfSteel.id]);
    expect(await all('drama')).toEqual([midnight.id, metropolis.id, night.id]);
    expect((await all('narrative')).slice(0, 2)).toEqual([metropolis.id, livingDead.id]);
    expect(await all('narrative')).not.toContain(sintel.id); // a short
    expect(await all('narrative')).not.toContain(reels[0]); // a documentary
    expect((await all('top')).slice(0, 4)).toEqual([
      metropolis.id,
      livingDead.id,
      sintel.id,
      tearsOfSteel.id,
    ]);
    expect(await all('lifetime')).not.toContain(amelie.id);
    expect(await all('lifetime')).toContain(metropolis.id);
    expect(await all('never')).toEqual([sintel.id, metropolis.id, livingDead.id]);
    expect(await all('LGBTQ')).toEqual([night.id]);
    expect(await all('mindfuck')).toEqual([metropolis.id, livingDead.id, tearsOfSteel.id]);
    expect(new Set(await all('truestory'))).toEqual(new Set(reels));
  });

  it.each([
    ['netflixmovies', 'movie', 8],
    ['netflixtv', 'tv', 8],
    ['appletv', 'movie', 2],
    ['prime', 'movie', 10],
    ['hulu', 'movie', 15],
    ['disney', 'movie', 337],
    ['hbo', 'movie', 1899],
  ] as const)(
    'lists as %s the %s titles discover finds on provider %i',
    async (name, type, provider) => {
      const ids = await all(name);
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids)).toEqual(new Set(await discoverIds(type, provider)));
    },
  );

  it.each([
    ['limit=101', 'limit: must be at most 100'],
    ['limit=0', 'limit: must be at least 1'],
    ['page=0', 'page: must be at least 1'],
    ['page=two', 'page: must be a whole number'],
    ['page=1&page=2', 'page: must be a whole number'],
  ])('refuse %s with a 400 saying why', async (query, error) => {
    const response = await catalogue.get(`/releases/latest?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it.each(['/releases/nope', '/releases/lgbtq', '/releases/latest/more', '/releases/'])(
    'answer 404 with an error to %s',
    async (path) => {
      const response = await catalogue.app.inject(`/tmdb${path}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: expect.stringMatching(/^No release list/) });
    },
  );
});

describe('release discover', () => {
  it('answers the most popular movies and shows for the featured carousel', async () => {
    const response = await catalogue.get('/releases/discover');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    const popular = await catalogue.get('/3/movie/popular');
    expect(answer.movie_tmdb_ids).toEqual(
      popular.json().results.map((result: { id: number }) => result.id),
    );
    expect(answer.tv_tmdb_ids).toHaveLength(6);
    expect(answer.tv_tmdb_ids[0]).toBe(nightGallery.id);
    expect(answer.count).toBe(26);
  });
});

describe('release and network info of a title', () => {
  it('gives a movie’s theatrical and digital release dates', async () => {
    expect((await catalogue.get(`/releases/release/${sintel.id}`)).json()).toEqual({
      tmdb_id: sintel.id,
      title: 'Sintel',
      year: 2010,
      type: 'movie',
      theatrical_release_date: '2010-09-27',
      digital_release_date: '2010-10-01',
    });
    expect((await catalogue.get('/releases/release/19')).json()).toMatchObject({
      theatrical_release_date: '1927-02-06',
      digital_release_date: null,
    });
  });

  it('gives the platforms a title streams on', async () => {
    const movie = (await catalogue.get('/releases/network/19')).json();
    expect(movie).toEqual({
      type: 'movie',
      platforms: expect.any(Array),
      count: movie.platforms.length,
    });
    expect(movie.platforms.length).toBeGreaterThan(0);
    for (const platform of movie.platforms) {
      expect(['Netflix', 'Apple TV', 'Amazon Video', 'Hulu', 'Disney Plus', 'Max']).toContain(
        platform,
      );
    }
    expect((await catalogue.get(`/releases/network/${pioneer.id}`)).json().type).toBe('tv');
  });

  it.each([
    '/releases/release/424242',
    `/releases/release/${pioneer.id}`,
    '/releases/release/sintel',
    '/releases/network/424242',
    '/releases/network/-1',
  ])('answers 404 with an error to %s', async (path) => {
    const response = await catalogue.get(path);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});
