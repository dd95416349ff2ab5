// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { searchTitles } from '../../../src/services/tmdb/searchTitles.ts';
import { createTestClient, realTmdb, serveTmdbFixtures } from './support.ts';

/** Against the recorded TMDB answers (tests/fixtures/tmdb), as a user types into the search box. */
async function search(input: string) {
  const { requests } = serveTmdbFixtures(realTmdb);
  const results = await searchTitles(createTestClient(realTmdb), input);
  return { results, paths: requests.map((request) => new URL(request.url).pathname) };
}

describe('searchTitles (doc 3 §5)', () => {
  it('searches movies and shows, results with posters first, people left out', async () => {
    const { results, paths } = await search('thrones');
    expect(paths).toEqual(['/3/search/multi']);
    expect(results.map((item) => [item.type, item.title, Boolean(item.poster)])).toEqual([
      ['show', 'Game of Thrones', true],
      ['show', 'House of the Dragon', true],
      ['movie', 'Untitled Thrones Film', false],
      ['show', 'A Knight of the Seven Kingdoms', false],
    ]);
  });

  it('keeps only the year and type asked for', async () => {
    expect((await search('thrones year:2022')).results.map((item) => item.title)).toEqual([
      'House of the Dragon',
    ]);
    const shows = await search('thrones type:tv');
    expect(shows.paths).toEqual(['/3/search/tv']);
    expect(shows.results.every((item) => item.type === 'show')).toBe(true);
  });

  it('looks up tmdb:{id} as a movie and as a show, and finds what exists', async () => {
    const { results, paths } = await search('tmdb:1399');
    expect(paths.sort()).toEqual(['/3/movie/1399', '/3/tv/1399']);
    expect(results.map((item) => [item.type, item.id, item.title])).toEqual([
      ['show', '1399', 'Game of Thrones'],
    ]);
  });

  it('looks up tmdb:{id}:movie as a movie only; an unknown id finds nothing', async () => {
    expect((await search('tmdb:550:movie')).results.map((item) => item.title)).toEqual([
      'Fight Club',
    ]);
    const missing = await search('tmdb:550:tv');
    expect(missing.paths).toEqual(['/3/tv/550']);
    expect(missing.results).toEqual([]);
  });

  it('sends nothing for a query of filters alone', async () => {
    const { results, paths } = await search('year:2010 type:movie');
    expect(results).toEqual([]);
    expect(paths).toEqual([]);
  });
});
