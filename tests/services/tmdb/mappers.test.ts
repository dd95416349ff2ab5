import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TmdbMovieDetails } from '../../../src/contracts/tmdb.ts';
import { imageUrlBuilder, movieToDetail } from '../../../src/services/tmdb/mappers.ts';
import { network } from '../../support/network.ts';
import { createTestClient, realTmdb, tmdbFixture } from './support.ts';

const image = imageUrlBuilder('https://image.tmdb.org/t/p/');

const movie = (overrides: Partial<TmdbMovieDetails>): TmdbMovieDetails => ({
  id: 1,
  title: 'A film',
  overview: null,
  poster_path: null,
  backdrop_path: null,
  genres: [],
  original_language: 'fr',
  vote_average: 0,
  vote_count: 0,
  release_date: '',
  runtime: 0,
  ...overrides,
});

const release = (type: number, date: string, certification = '') => ({
  type,
  certification,
  release_date: `${date}T00:00:00.000Z`,
});

describe('film-database mappers', () => {
  it('build image URLs without doubling the slash, and none for a missing path', () => {
    expect(image('w342', '/a.jpg')).toBe('https://image.tmdb.org/t/p/w342/a.jpg');
    expect(image('w342', null)).toBeUndefined();
  });

  it('take release dates from the US, or else the earliest anywhere', () => {
    const detail = movieToDetail(
      movie({
        release_dates: {
          results: [
            {
              iso_3166_1: 'FR',
              release_dates: [release(3, '2020-02-01', '12'), release(4, '2020-06-01')],
            },
            { iso_3166_1: 'BE', release_dates: [release(2, '2020-01-15')] },
            { iso_3166_1: 'US', release_dates: [release(4, '2020-05-01', ' ')] },
          ],
        },
      }),
      image,
    );
    expect(detail).toMatchObject({
      theatricalReleaseDate: '2020-01-15',
      digitalReleaseDate: '2020-05-01',
    });
    // A blank US certification is no rating; another country's is not shown.
    expect(detail.rating).toBeUndefined();
  });

  it('leave out what TMDB does not know: no runtime of 0, no empty overview crash, no logo', () => {
    const detail = movieToDetail(
      movie({ images: { logos: [{ file_path: '/ko.png', iso_639_1: 'ko' }] } }),
      image,
    );
    expect(detail).toMatchObject({
      overview: '',
      runtime: undefined,
      releaseDate: undefined,
      year: undefined,
      logoUrl: undefined,
      trailerUrl: undefined,
      cast: [],
      directors: [],
      theatricalReleaseDate: undefined,
      digitalReleaseDate: undefined,
    });
  });
});

describe('adult titles', () => {
  it('never reach the app from lists, search or an id lookup', async () => {
    const popular = tmdbFixture('movie/popular') as { results: Array<Record<string, unknown>> };
    const multi = tmdbFixture('search/multi') as { results: Array<Record<string, unknown>> };
    const details = tmdbFixture('movie/550') as Record<string, unknown>;
    for (const result of [popular.results[0], multi.results[0]])
      Object.assign(result ?? {}, { adult: true });
    details.adult = true;
    network.use(
      http.get(`${realTmdb.apiUrl}/movie/popular`, () => HttpResponse.json(popular)),
      http.get(`${realTmdb.apiUrl}/search/multi`, () => HttpResponse.json(multi)),
      http.get(`${realTmdb.apiUrl}/movie/550`, () => HttpResponse.json(details)),
    );
    const client = createTestClient(realTmdb);
    const items = (await client.getList('popular', 'movie')).items;
    expect(items).toHaveLength(popular.results.length - 1);
    expect(items.map((item) => item.id)).not.toContain(String(popular.results[0]?.id));
    expect((await client.search('thrones')).items.map((item) => item.id)).not.toContain('1399');
    expect(await client.getMediaItem({ type: 'movie', id: '550' })).toBeUndefined();
  });
});
