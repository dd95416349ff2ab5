import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bonanzaNights,
  metropolis,
  midnight,
  night,
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

const notFound = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};

async function ok(path: string) {
  const response = await catalogue.get(path);
  expect(response.statusCode, path).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json();
}

describe('movie/{id}', () => {
  it('answers the details of a movie as TMDB does', async () => {
    expect(await ok('/3/movie/19')).toEqual({
      adult: false,
      backdrop_path: '/movie-19-backdrop.svg',
      belongs_to_collection: null,
      budget: 0,
      genres: [
        { id: 18, name: 'Drama' },
        { id: 878, name: 'Science Fiction' },
      ],
      homepage: '',
      id: 19,
      imdb_id: 'tt0017136',
      origin_country: [],
      original_language: 'de',
      original_title: 'Metropolis',
      overview: metropolis.overview,
      popularity: 20,
      poster_path: '/movie-19-poster.svg',
      production_companies: [],
      production_countries: [],
      release_date: '1927-02-06',
      revenue: 0,
      runtime: 153,
      spoken_languages: [{ english_name: 'German', iso_639_1: 'de', name: 'Deutsch' }],
      status: 'Released',
      tagline: '',
      title: 'Metropolis',
      video: false,
      vote_average: 8.1,
      vote_count: 2700,
    });
  });

  it('appends external ids, credits, release dates, videos and images when asked', async () => {
    const movie = await ok(
      '/3/movie/19?append_to_response=external_ids,credits,release_dates,videos,images&language=en-US',
    );
    expect(movie.external_ids).toEqual({
      imdb_id: 'tt0017136',
      wikidata_id: null,
      facebook_id: null,
      instagram_id: null,
      twitter_id: null,
    });
    expect(movie.credits.cast.map((member: { name: string }) => member.name)).toEqual([
      'Brigitte Helm',
      'Alfred Abel',
      'Gustav Fröhlich',
    ]);
    expect(movie.credits.cast[0]).toEqual({
      adult: false,
      gender: 0,
      id: expect.any(Number),
      known_for_department: 'Acting',
      name: 'Brigitte Helm',
      original_name: 'Brigitte Helm',
      popularity: 0,
      profile_path: expect.stringMatching(/^\/person-\d+-profile\.svg$/),
      cast_id: 1,
      character: 'Maria',
      credit_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      order: 0,
    });
    expect(movie.credits.crew).toEqual([
      expect.objectContaining({ name: 'Fritz Lang', job: 'Director', department: 'Directing' }),
    ]);
    expect(movie.release_dates).toEqual({
      results: [
        {
          iso_3166_1: 'US',
          release_dates: [
            {
              certification: 'NR',
              descriptors: [],
              iso_639_1: '',
              note: '',
              release_date: '1927-02-06T00:00:00.000Z',
              type: 3,
            },
          ],
        },
      ],
    });
    expect(movie.videos).toEqual({ results: [] });
    expect(movie.images).toEqual({
      backdrops: [
        {
          aspect_ratio: 1.778,
          height: 1080,
          iso_639_1: null,
          file_path: '/movie-19-backdrop.svg',
          vote_average: 0,
          vote_count: 0,
          width: 1920,
        },
      ],
      logos: [expect.objectContaining({ file_path: '/movie-19-logo.svg', iso_639_1: 'en' })],
      posters: [
        expect.objectContaining({
          file_path: '/movie-19-poster.svg',
          aspect_ratio: 0.667,
          width: 1000,
          height: 1500,
        }),
      ],
    });
  });

  it('gives a digital release as release type 4 after the theatrical one', async () => {
    const movie = await ok(`/3/movie/${sintel.id}?append_to_response=release_dates`);
    const [us] = movie.release_dates.results;
    expect(
      us.release_dates.map((entry: { type: number; release_date: string }) => [
        entry.type,
        entry.release_date,
      ]),
    ).toEqual([
      [3, '2010-09-27T00:00:00.000Z'],
      [4, '2010-10-01T00:00:00.000Z'],
    ]);
  });

  it('appends nothing it was not asked for, and ignores names it does not know', async () => {
    const plain = await ok('/3/movie/19');
    for (const key of ['credits', 'external_ids', 'images', 'videos', 'release_dates']) {
      expect(plain).not.toHaveProperty(key);
    }
    const odd = await ok('/3/movie/19?append_to_response=keywords,%20credits,,content_ratings');
    expect(odd).toHaveProperty('credits');
    expect(odd).not.toHaveProperty('keywords');
    expect(odd).not.toHaveProperty('content_ratings');
  });

  it.each([
    ['an unknown id', '/3/movie/424242'],
    ['a name', '/3/movie/metropolis'],
    ['zero', '/3/movie/0'],
    ['a negative id', '/3/movie/-19'],
    ['a huge id', '/3/movie/99999999999999999999'],
    ['a show id', `/3/movie/${pioneer.id}`],
  ])('answers TMDB’s 404 for %s', async (_, path) => {
    const response = await catalogue.get(path);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });
});

describe('tv/{id}', () => {
  it('answers a show with its seasons in order, specials first, counting regular episodes only', async () => {
    const show = await ok(`/3/tv/${pioneer.id}`);
    expect(show).toMatchObject({
      id: pioneer.id,
      name: 'Pioneer One',
      original_name: 'Pioneer One',
      first_air_date: '2010-06-16',
      last_air_date: '2011-12-13',
      status: 'Ended',
      in_production: false,
      number_of_seasons: 2,
      number_of_episodes: 5,
      episode_run_time: [45],
      languages: ['en'],
      next_episode_to_air: null,
      genres: [
        { id: 10765, name: 'Sci-Fi & Fantasy' },
        { id: 18, name: 'Drama' },
      ],
      networks: [{ id: expect.any(Number), logo_path: null, name: 'VODO', origin_country: '' }],
      poster_path: `/tv-${pioneer.id}-poster.svg`,
      backdrop_path: `/tv-${pioneer.id}-backdrop.svg`,
    });
    expect(show.seasons).toEqual([
      {
        air_date: '2012-01-01',
        episode_count: 1,
        id: 3305000,
        name: 'Specials',
        overview: '',
        poster_path: `/tv-${pioneer.id}-poster.svg`,
        season_number: 0,
        vote_average: 0,
      },
      expect.objectContaining({ season_number: 1, episode_count: 3, id: 3305001 }),
      expect.objectContaining({ season_number: 2, episode_count: 2, id: 3305002 }),
    ]);
    expect(show.created_by.map((creator: { name: string }) => creator.name)).toEqual([
      'Josh Bernhard',
      'Bracey Smith',
    ]);
    expect(show.last_episode_to_air).toMatchObject({
      id: 3305002002,
      name: 'War of the World',
      season_number: 2,
      episode_number: 2,
      runtime: null,
      show_id: pioneer.id,
    });
  });

  it('appends the US content rating, none when the show has none', async () => {
    const rated = await ok(`/3/tv/${nightGallery.id}?append_to_response=content_ratings`);
    expect(rated.content_ratings).toEqual({
      results: [{ descriptors: [], iso_3166_1: 'US', rating: 'TV-PG' }],
    });
    const unrated = await ok(
      `/3/tv/${pioneer.id}?append_to_response=content_ratings,release_dates,external_ids`,
    );
    expect(unrated.content_ratings).toEqual({ results: [] });
    expect(unrated).not.toHaveProperty('release_dates');
    expect(unrated.external_ids).toMatchObject({ imdb_id: 'tt1748166', tvdb_id: null });
  });

  it('credits the creators as crew, and gives the same person the same id in every title', async () => {
    const credits = await ok(`/3/tv/${bonanzaNights.id}/credits`);
    expect(credits).toEqual({
      id: bonanzaNights.id,
      cast: [expect.objectContaining({ name: 'Ada Lane', character: 'The Host', order: 0 })],
      crew: [expect.objectContaining({ name: 'Dee Orr', job: 'Creator' })],
    });
    expect(credits.cast[0]).not.toHaveProperty('cast_id');
    const movieCredits = await ok(`/3/movie/${night.id}/credits`);
    const ada = movieCredits.cast.find((member: { name: string }) => member.name === 'Ada Lane');
    expect(ada.id).toBe(credits.cast[0].id);
    // Far above TMDB's own person ids.
    expect(ada.id).toBeGreaterThanOrEqual(900_000_000);
    const other = movieCredits.cast.find((member: { name: string }) => member.name === 'Bo Marsh');
    expect(other.id).not.toBe(ada.id);
  });

  it('answers 404 for an unknown show', async () => {
    const response = await catalogue.get('/3/tv/19');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });
});

describe('tv/{id}/season/{n}', () => {
  it('lists a season’s episodes in order, with stable ids, stills and the finale marked', async () => {
    const season = await ok(`/3/tv/${pioneer.id}/season/2`);
    expect(season).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      id: 3305002,
      name: 'Season 2',
      season_number: 2,
      air_date: '2011-10-05',
      poster_path: `/tv-${pioneer.id}-poster.svg`,
    });
    expect(season.episodes).toEqual([
      {
        air_date: '2011-10-05',
        crew: [],
        episode_number: 1,
        episode_type: 'standard',
        guest_stars: [],
        id: 3305002001,
        name: 'Sea Change',
        overview: 'A visitor.',
        production_code: '',
        runtime: 35,
        season_number: 2,
        show_id: pioneer.id,
        still_path: `/tv-${pioneer.id}-s2e1-still.svg`,
        vote_average: 0,
        vote_count: 0,
      },
      expect.objectContaining({ episode_number: 2, id: 3305002002, episode_type: 'finale' }),
    ]);
  });

  it('answers the specials as season 0', async () => {
    const specials = await ok(`/3/tv/${pioneer.id}/season/0`);
    expect(specials.episodes).toEqual([
      expect.objectContaining({ id: 3305000001, name: 'Behind the Scenes', season_number: 0 }),
    ]);
  });

  it.each([
    ['a season the show does not have', `/3/tv/${pioneer.id}/season/3`],
    ['a season that is not a number', `/3/tv/${pioneer.id}/season/one`],
    ['a show that does not exist', '/3/tv/424242/season/1'],
    ['a movie id', '/3/tv/19/season/1'],
  ])('answers 404 for %s', async (_, path) => {
    const response = await catalogue.get(path);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });
});

describe('images, credits and recommendations of a title', () => {
  it('answers {type}/{id}/images with the title id', async () => {
    const images = await ok(`/3/tv/${pioneer.id}/images?include_image_language=en,null`);
    expect(images).toEqual({
      id: pioneer.id,
      backdrops: [expect.objectContaining({ file_path: `/tv-${pioneer.id}-backdrop.svg` })],
      logos: [
        expect.objectContaining({
          file_path: `/tv-${pioneer.id}-logo.svg`,
          width: 1200,
          height: 450,
          aspect_ratio: 2.667,
        }),
      ],
      posters: [expect.objectContaining({ file_path: `/tv-${pioneer.id}-poster.svg` })],
    });
  });

  it('recommends titles of the same type sharing a genre, most popular first', async () => {
    const page = await ok('/3/movie/19/recommendations');
    expect(page).toEqual({
      page: 1,
      results: [
        expect.objectContaining({ id: midnight.id, media_type: 'movie' }),
        expect.objectContaining({ id: tearsOfSteel.id, media_type: 'movie' }),
        expect.objectContaining({ id: night.id, media_type: 'movie' }),
      ],
      total_pages: 1,
      total_results: 3,
    });
    expect((await ok('/3/movie/19/recommendations?page=2')).results).toEqual([]);
    const shows = await ok(`/3/tv/${nightGallery.id}/recommendations`);
    expect(shows.results).toEqual([
      expect.objectContaining({ id: pioneer.id, media_type: 'tv', name: 'Pioneer One' }),
    ]);
  });

  it('pages long recommendation lists', async () => {
    const first = await ok('/3/movie/980001/recommendations');
    expect(first).toMatchObject({ page: 1, total_results: 21, total_pages: 2 });
    expect(first.results).toHaveLength(20);
    expect((await ok('/3/movie/980001/recommendations?page=2')).results).toHaveLength(1);
  });

  it('answers 404 for the images, credits or recommendations of an unknown title', async () => {
    for (const part of ['images', 'credits', 'recommendations']) {
      const response = await catalogue.get(`/3/movie/424242/${part}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });
});

describe('find/{id}', () => {
  it('finds a movie or a show by its IMDb id', async () => {
    const movie = await ok('/3/find/tt0017136?external_source=imdb_id');
    expect(movie).toEqual({
      movie_results: [
        expect.objectContaining({ id: 19, title: 'Metropolis', media_type: 'movie' }),
      ],
      person_results: [],
      tv_results: [],
      tv_episode_results: [],
      tv_season_results: [],
    });
    const show = await ok(`/3/find/${pioneer.imdbId}?external_source=imdb_id`);
    expect(show.movie_results).toEqual([]);
    expect(show.tv_results).toEqual([
      expect.objectContaining({ id: pioneer.id, media_type: 'tv' }),
    ]);
  });

  it('finds nothing for an unknown id or another kind of external id', async () => {
    for (const path of [
      '/3/find/tt0000000?external_source=imdb_id',
      '/3/find/tt0017136?external_source=tvdb_id',
    ]) {
      const answer = await ok(path);
      expect(answer.movie_results).toEqual([]);
      expect(answer.tv_results).toEqual([]);
    }
  });

  it('needs a known external_source', async () => {
    for (const query of ['', '?external_source=netflix']) {
      const response = await catalogue.get(`/3/find/tt0017136${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        status_code: 5,
        status_message: expect.stringContaining('external_source: must be one of imdb_id'),
      });
    }
  });
});

describe('anything else under /tmdb', () => {
  it.each([
    ['GET', '/3/person/1'],
    ['GET', '/3/movie/19/keywords'],
    ['GET', '/4/list/1'],
    ['POST', '/3/movie/19'],
    ['DELETE', '/3/search/multi'],
  ] as const)('answers TMDB’s 404 to %s %s', async (method, path) => {
    const response = await catalogue.app.inject({ method, url: `/tmdb${path}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });
});
