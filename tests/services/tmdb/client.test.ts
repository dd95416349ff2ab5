// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { TmdbError } from '../../../src/services/tmdb/errors.ts';
import {
  createTestClient,
  localCatalogue,
  realTmdb,
  serveTmdbFixtures,
  type TmdbTarget,
} from './support.ts';

/**
 * The client against the recorded fixture set, served where the real TMDB answers (with a token)
 * and where a same-origin catalogue does (without one): the same expectations hold for both.
 */
describe.each([realTmdb, localCatalogue])(
  'the film-database client against $name',
  (target: TmdbTarget) => {
    const image = (size: string, path: string) => `${target.imageUrl}/${size}${path}`;
    const open = () => ({ client: createTestClient(target), ...serveTmdbFixtures(target) });

    it('sends the language with every request, and the bearer token only when one is configured', async () => {
      const { client, requests } = open();
      await client.getGenres('movie');
      await client.getList('popular', 'show');
      expect(requests).toHaveLength(2);
      for (const request of requests) {
        expect(new URL(request.url).searchParams.get('language')).toBe('en-US');
        expect(request.headers.get('Authorization')).toBe(
          target.readApiKey ? `Bearer ${target.readApiKey}` : null,
        );
      }
      expect(requests[0]?.url).toBe(
        new URL(`${target.apiUrl}/genre/movie/list?language=en-US`, location.href).href,
      );
    });

    it('searches movies and shows, leaving people out, with the query, the page and no adult titles', async () => {
      const { client, requests } = open();
      const page = await client.search('game of thrones', { page: 2 });
      const params = new URL(requests[0]?.url ?? '').searchParams;
      expect(new URL(requests[0]?.url ?? '').pathname).toMatch(/\/search\/multi$/);
      expect(Object.fromEntries(params)).toEqual({
        query: 'game of thrones',
        include_adult: 'false',
        page: '2',
        language: 'en-US',
      });
      expect(page.page).toBe(1);
      expect(page.totalPages).toBe(1);
      expect(page.items.map(({ type, id }) => `${type}:${id}`)).toEqual([
        'show:1399',
        'show:94997',
        'movie:1380804',
        'show:224372',
      ]);
      expect(page.items[0]).toEqual({
        id: '1399',
        type: 'show',
        title: 'Game of Thrones',
        year: 2011,
        releaseDate: '2011-04-17',
        poster: image('w342', '/1XS1oqL89opfnbLl8WnZY1O1uJx.jpg'),
      });
      // TMDB gives "" and null for an unannounced film's date and images.
      expect(page.items[2]).toEqual({
        id: '1380804',
        type: 'movie',
        title: 'Untitled Thrones Film',
        year: undefined,
        releaseDate: undefined,
        poster: undefined,
      });
    });

    it('searches one media type through search/movie or search/tv', async () => {
      const { client, requests } = open();
      const movies = await client.search('fight club', { type: 'movie' });
      const shows = await client.search('thrones', { type: 'show' });
      expect(
        requests.map((request) => new URL(request.url).pathname.split('/').slice(-2).join('/')),
      ).toEqual(['search/movie', 'search/tv']);
      expect(movies.items.map((item) => item.title)).toEqual([
        'Fight Club',
        'Untitled Thrones Film',
      ]);
      expect(shows.items.every((item) => item.type === 'show')).toBe(true);
    });

    it('maps a movie with its credits, certification, release dates, logo and trailer in one request', async () => {
      const { client, requests } = open();
      const movie = await client.getDetail({ type: 'movie', id: '550' });
      expect(requests).toHaveLength(1);
      const params = new URL(requests[0]?.url ?? '').searchParams;
      expect(params.get('append_to_response')).toBe(
        'external_ids,credits,release_dates,videos,images',
      );
      expect(params.get('include_image_language')).toBe('en,null');
      expect(movie).toMatchObject({
        id: '550',
        type: 'movie',
        title: 'Fight Club',
        overview: expect.stringContaining('underground fight club'),
        backdrop: image('original', '/hZkgoQYus5vegHoetLkCJzb17zJ.jpg'),
        posterUrl: image('w342', '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg'),
        // The Hebrew and Spanish logos come first in TMDB's list; the first English one is shown.
        logoUrl: image('original', '/7Uqhv24pGJs4Ns31NoOPWFJGWNG.png'),
        runtime: 139,
        genres: [{ id: 18, name: 'Drama' }],
        language: 'en',
        voteAverage: 8.438,
        voteCount: 30412,
        releaseDate: '1999-10-15',
        year: 1999,
        rating: 'R',
        imdbId: 'tt0137523',
        trailerUrl: 'https://www.youtube.com/embed/O-b2VfmmbyA',
        theatricalReleaseDate: '1999-10-15',
        digitalReleaseDate: '2012-03-13',
        directors: [
          {
            id: '7467',
            name: 'David Fincher',
            profile: image('w185', '/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg'),
          },
        ],
      });
      expect(movie.cast).toHaveLength(20);
      expect(movie.cast[0]).toEqual({
        id: '819',
        name: 'Edward Norton',
        character: 'Narrator',
        profile: image('w185', '/8nytsqL59SFJTVYVrN72k6qkGgJ.jpg'),
      });
      expect(movie.cast[10]?.profile).toBeUndefined();
    });

    it('maps a show with its content rating, counts and seasons', async () => {
      const { client, requests } = open();
      const show = await client.getDetail({ type: 'show', id: '1399' });
      expect(new URL(requests[0]?.url ?? '').searchParams.get('append_to_response')).toBe(
        'external_ids,credits,content_ratings,videos,images',
      );
      expect(show).toMatchObject({
        id: '1399',
        type: 'show',
        title: 'Game of Thrones',
        releaseDate: '2011-04-17',
        year: 2011,
        rating: 'TV-MA',
        imdbId: 'tt0944947',
        seasonCount: 8,
        episodeCount: 73,
        // TMDB now sends an empty episode_run_time for most shows.
        runtime: undefined,
        // The language-less logo comes before the English one.
        logoUrl: image('original', '/aSsc3rZHJ5Tg0dMDxaO5OUQlQPT.png'),
        directors: [],
      });
      if (show.type !== 'show') throw new Error('expected a show');
      expect(show.seasons).toHaveLength(9);
      expect(show.seasons[0]).toEqual({
        id: '3627',
        number: 0,
        title: 'Specials',
        episodeCount: 298,
        airDate: '2010-12-05',
        poster: image('w342', '/aos6lCqRMdqvd2Kmna2aNNmMZAN.jpg'),
      });
      expect(show.seasons[8]?.poster).toBeUndefined();
      expect(show.cast.map((member) => member.name)).toContain('Peter Dinklage');
    });

    it("lists a season's episodes with stills at w300", async () => {
      const { client } = open();
      const episodes = await client.getSeasonEpisodes('1399', 1);
      expect(episodes).toHaveLength(3);
      expect(episodes[0]).toEqual({
        id: '63056',
        seasonNumber: 1,
        number: 1,
        title: 'Winter Is Coming',
        overview: 'The king rides north to ask an old friend to serve as his Hand.',
        still: image('w300', '/9hGF3WUkBf7cSjMg0cdMDHJkByd.jpg'),
        airDate: '2011-04-17',
      });
      expect(episodes[2]).toMatchObject({ number: 3, overview: '', still: undefined });
    });

    it('finds a movie or a show by its IMDb id', async () => {
      const { client, requests } = open();
      expect(await client.findByImdbId('tt0137523')).toMatchObject({ type: 'movie', id: '550' });
      expect(await client.findByImdbId('tt0944947')).toMatchObject({ type: 'show', id: '1399' });
      expect(new URL(requests[0]?.url ?? '').searchParams.get('external_source')).toBe('imdb_id');
    });

    it('lists the genres of movies and of shows', async () => {
      const { client } = open();
      const movieGenres = await client.getGenres('movie');
      expect(movieGenres).toHaveLength(19);
      expect(movieGenres[0]).toEqual({ id: 28, name: 'Action' });
      expect(await client.getGenres('show')).toContainEqual({
        id: 10765,
        name: 'Sci-Fi & Fantasy',
      });
    });

    it('reads every ready-made list that exists for the media type', async () => {
      const { client, requests } = open();
      const popular = await client.getList('popular', 'movie');
      expect(popular.totalPages).toBe(48876);
      expect(popular.items.map((item) => item.title)).toContain('Dune: Part Two');
      expect((await client.getList('top_rated', 'movie')).items[0]?.title).toBe(
        'The Shawshank Redemption',
      );
      expect((await client.getList('now_playing', 'movie')).items).toHaveLength(2);
      expect((await client.getList('popular', 'show')).items[0]).toMatchObject({
        type: 'show',
        title: 'Severance',
      });
      expect((await client.getList('top_rated', 'show')).items[0]?.title).toBe('Breaking Bad');
      expect((await client.getList('on_the_air', 'show', { page: 3 })).items).toHaveLength(3);
      expect(new URL(requests[5]?.url ?? '').searchParams.get('page')).toBe('3');
    });

    it('discovers by genre or by provider in the US', async () => {
      const { client, requests } = open();
      const byGenre = await client.discover('movie', { genreId: 18 });
      const byProvider = await client.discover('show', { providerId: '8' }, { page: 2 });
      expect(byGenre.items.map((item) => item.id)).toEqual(['550', '278', '238']);
      expect(byProvider.items.every((item) => item.type === 'show')).toBe(true);
      const [genreParams, providerParams] = requests.map(
        (request) => new URL(request.url).searchParams,
      );
      expect(genreParams?.get('with_genres')).toBe('18');
      expect(genreParams?.get('watch_region')).toBe('US');
      expect(providerParams?.get('with_watch_providers')).toBe('8');
      expect(providerParams?.get('watch_region')).toBe('US');
      expect(providerParams?.get('page')).toBe('2');
    });

    it('reads recommendations, a logo and credits for a title', async () => {
      const { client } = open();
      const recommendations = await client.getRecommendations({ type: 'movie', id: '550' });
      expect(recommendations.items.map((item) => item.title)).toEqual([
        'The Shawshank Redemption',
        'The Godfather',
        'Parasite',
      ]);
      expect((await client.getRecommendations({ type: 'show', id: '1399' })).items[0]?.type).toBe(
        'show',
      );
      expect(await client.getLogoUrl({ type: 'movie', id: '550' })).toBe(
        image('original', '/7Uqhv24pGJs4Ns31NoOPWFJGWNG.png'),
      );
      const credits = await client.getCredits({ type: 'movie', id: '550' });
      expect(credits.cast).toHaveLength(20);
      expect(credits.directors.map((director) => director.name)).toEqual(['David Fincher']);
    });

    it('turns a title id into a card without the appended blocks', async () => {
      const { client, requests } = open();
      expect(await client.getMediaItem({ type: 'movie', id: '550' })).toEqual({
        id: '550',
        type: 'movie',
        title: 'Fight Club',
        year: 1999,
        releaseDate: '1999-10-15',
        poster: image('w342', '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg'),
      });
      expect(new URL(requests[0]?.url ?? '').searchParams.has('append_to_response')).toBe(false);
    });

    it('rejects an unknown id with a TmdbError carrying the status', async () => {
      const { client } = open();
      const failure = await client
        .getDetail({ type: 'movie', id: '999999999' })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(TmdbError);
      expect(failure).toMatchObject({ kind: 'status', status: 404 });
      expect((failure as TmdbError).message).toContain(
        'The resource you requested could not be found.',
      );
    });
  },
);

describe('the film-database client against the real TMDB with a wrong token', () => {
  it('rejects with a status TmdbError naming the cause', async () => {
    serveTmdbFixtures(realTmdb);
    const client = createTestClient({ ...realTmdb, readApiKey: 'not-the-token' });
    await expect(client.getGenres('movie')).rejects.toMatchObject({
      name: 'TmdbError',
      kind: 'status',
      status: 401,
      message: expect.stringContaining('Invalid API key'),
    });
  });
});
