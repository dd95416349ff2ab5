import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amelie,
  bonanzaNights,
  deadOfNight,
  livingDead,
  midnight,
  night,
  nightfall,
  nightGallery,
} from './fixtures.ts';
import { openCatalogue, type TestCatalogue } from './support.ts';

let catalogue: TestCatalogue;
beforeAll(async () => {
  catalogue = await openCatalogue();
});
afterAll(() => catalogue.close());

async function ids(path: string): Promise<number[]> {
  const response = await catalogue.get(path);
  expect(response.statusCode).toBe(200);
  return response.json().results.map((result: { id: number }) => result.id);
}

describe('search ranking', () => {
  it('puts the exact title first, then titles it begins, then titles with the word, then the rest', async () => {
    expect(await ids('/3/search/movie?query=night')).toEqual([
      night.id, // exact
      nightfall.id, // begins with it, more popular
      livingDead.id, // begins with it
      deadOfNight.id, // has the word
      midnight.id, // contains it
    ]);
  });

  it('ranks titles with all the words, in any order, above titles with some of them', async () => {
    expect(await ids('/3/search/movie?query=living%20night')).toEqual([
      livingDead.id,
      deadOfNight.id,
      nightfall.id,
      night.id,
    ]);
  });

  it('keeps up with a title being typed: unfinished words match the words they begin', async () => {
    expect((await ids('/3/search/movie?query=nigh%20liv'))[0]).toBe(livingDead.id);
  });

  it('ignores case, accents and punctuation, and searches original titles too', async () => {
    expect(await ids('/3/search/movie?query=AMELIE')).toEqual([amelie.id]);
    expect(await ids('/3/search/movie?query=le%20fabuleux%20destin%20d%27am%C3%A9lie')).toEqual([
      amelie.id,
    ]);
  });

  it('does not count a short or common word of a longer query as a match', async () => {
    expect(await ids('/3/search/movie?query=the%20nothing')).toEqual([]);
    expect(await ids('/3/search/movie?query=a%20nothing')).toEqual([]);
    // On its own it is the whole query: titles beginning with it come first.
    expect((await ids('/3/search/movie?query=the'))[0]).toBe(amelie.id);
  });

  it('mixes movies and shows in multi search, saying which is which', async () => {
    const response = await catalogue.get('/3/search/multi?query=night&include_adult=false');
    const results = response.json().results as { id: number; media_type: string }[];
    expect(results.map(({ id, media_type }) => [media_type, id])).toEqual([
      ['movie', night.id],
      ['movie', nightfall.id],
      ['movie', livingDead.id],
      ['tv', nightGallery.id],
      ['movie', deadOfNight.id],
      ['tv', bonanzaNights.id],
      ['movie', midnight.id],
    ]);
  });

  it('answers TMDB result shapes: titles for movies, names for shows', async () => {
    const movie = (await catalogue.get('/3/search/movie?query=metropolis')).json().results[0];
    expect(movie).toEqual({
      adult: false,
      backdrop_path: '/movie-19-backdrop.svg',
      genre_ids: [18, 878],
      id: 19,
      original_language: 'de',
      original_title: 'Metropolis',
      overview: expect.any(String),
      popularity: 20,
      poster_path: '/movie-19-poster.svg',
      release_date: '1927-02-06',
      title: 'Metropolis',
      video: false,
      vote_average: 8.1,
      vote_count: 2700,
    });
    const show = (await catalogue.get('/3/search/tv?query=night%20gallery')).json().results[0];
    expect(show).toMatchObject({
      id: nightGallery.id,
      name: 'Night Gallery',
      original_name: 'Night Gallery',
      first_air_date: '1970-12-16',
      origin_country: [],
      poster_path: `/tv-${nightGallery.id}-poster.svg`,
    });
    expect(show).not.toHaveProperty('media_type');
  });
});

describe('search years', () => {
  it('filters movies by any release year (year) or by the first one (primary_release_year)', async () => {
    expect(await ids('/3/search/movie?query=night&year=1968')).toEqual([livingDead.id]);
    // Released in cinemas in 2001, digitally in 2002.
    expect(await ids('/3/search/movie?query=fabulous&year=2002')).toEqual([amelie.id]);
    expect(await ids('/3/search/movie?query=fabulous&primary_release_year=2002')).toEqual([]);
    expect(await ids('/3/search/movie?query=fabulous&primary_release_year=2001')).toEqual([
      amelie.id,
    ]);
  });

  it('filters shows by any episode year (year) or by the first air date (first_air_date_year)', async () => {
    expect(await ids('/3/search/tv?query=night&year=1971')).toEqual([nightGallery.id]);
    expect(await ids('/3/search/tv?query=night&first_air_date_year=1971')).toEqual([]);
    expect(await ids('/3/search/tv?query=night&first_air_date_year=1970')).toEqual([
      nightGallery.id,
    ]);
  });

  it('refuses a year that is not four digits', async () => {
    const response = await catalogue.get('/3/search/movie?query=night&year=68');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      status_code: 5,
      status_message: expect.stringContaining('year: must be at least 1000'),
    });
  });
});

describe('search paging and odd queries', () => {
  it('pages 20 at a time, and a page past the end is empty but keeps the totals', async () => {
    const first = (await catalogue.get('/3/search/movie?query=reel')).json();
    expect(first).toMatchObject({ page: 1, total_pages: 2, total_results: 22 });
    expect(first.results).toHaveLength(20);
    const second = (await catalogue.get('/3/search/movie?query=reel&page=2')).json();
    expect(second.results).toHaveLength(2);
    const all = [...first.results, ...second.results].map((result) => result.id);
    expect(new Set(all).size).toBe(22);
    expect((await catalogue.get('/3/search/movie?query=reel&page=3')).json()).toEqual({
      page: 3,
      results: [],
      total_pages: 2,
      total_results: 22,
    });
  });

  it('answers an empty, blank or unmatched query with an empty first page', async () => {
    const empty = { page: 1, results: [], total_pages: 1, total_results: 0 };
    for (const query of ['', '?query=', '?query=%20%20', '?query=%21%3F', '?query=zzzz']) {
      const response = await catalogue.get(`/3/search/multi${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(empty);
    }
  });

  it('answers in English whatever the language asked for', async () => {
    const response = await catalogue.get('/3/search/movie?query=metropolis&language=fr-FR');
    expect(response.json().results[0].title).toBe('Metropolis');
  });

  it.each([['0'], ['501'], ['-1'], ['1.5'], ['two'], ['1&page=2']])(
    'refuses page=%s with TMDB\'s "invalid page"',
    async (page) => {
      const response = await catalogue.get(`/3/search/multi?query=night&page=${page}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        status_code: 22,
        status_message:
          'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
      });
    },
  );

  it('refuses bad flags and overlong queries, naming the parameter', async () => {
    const adult = await catalogue.get('/3/search/multi?query=night&include_adult=maybe');
    expect(adult.statusCode).toBe(422);
    expect(adult.json().status_message).toContain('include_adult: must be one of true, false');
    const long = await catalogue.get(`/3/search/multi?query=${'a'.repeat(501)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().status_message).toContain('query: must be at most 500 characters');
  });
});
