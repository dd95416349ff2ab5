import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movies } from '../../../server/catalogue/data/movies.ts';
import { shows } from '../../../server/catalogue/data/shows.ts';
import { cataloguePlugin } from '../../../server/catalogue/plugin.ts';
import { DISCOVER_PROVIDERS } from '../../../src/domain/providers.ts';
import { createTmdbClient, type TmdbClient } from '../../../src/services/tmdb/client.ts';

/**
 * The app's own film-database client, over HTTP, reads the whole bundled catalogue: every title's
 * details, every season, search, lookups, lists and artwork pass the client's validation and come
 * out as the data says. (The client's own tests run against recorded TMDB answers.)
 */

let app: FastifyInstance;
let tmdb: TmdbClient;
let base: string;
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(cataloguePlugin, { prefix: '/tmdb' });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  tmdb = createTmdbClient({
    apiUrl: `${base}/tmdb/3`,
    imageUrl: `${base}/tmdb/t/p`,
    readApiKey: '',
    language: 'en-US',
  });
});
afterAll(async () => {
  tmdb.dispose();
  await app.close();
});

describe('the film-database client on the bundled catalogue', () => {
  it('reads every movie: title, year, runtime, certification, IMDb id, director and cast', async () => {
    for (const movie of movies) {
      const detail = await tmdb.getDetail({ type: 'movie', id: String(movie.id) });
      expect(detail, movie.title).toMatchObject({
        type: 'movie',
        title: movie.title,
        year: Number(movie.releaseDate.slice(0, 4)),
        runtime: movie.runtime,
        imdbId: movie.imdbId,
      });
      expect(detail.cast.map((member) => member.name)).toEqual(
        movie.cast.map((member) => member.name),
      );
    }
  });

  it('reads every show and every season with all its episodes', async () => {
    for (const show of shows) {
      const detail = await tmdb.getDetail({ type: 'show', id: String(show.id) });
      const episodes = show.seasons.flatMap((season) => season.episodes);
      expect(detail, show.name).toMatchObject({
        type: 'show',
        title: show.name,
        seasonCount: show.seasons.filter((season) => season.seasonNumber > 0).length,
        episodeCount: episodes.length,
      });
      for (const season of show.seasons) {
        const read = await tmdb.getSeasonEpisodes(show.id, season.seasonNumber);
        expect(read.map((episode) => [episode.number, episode.title, episode.airDate])).toEqual(
          season.episodes.map((episode) => [episode.episodeNumber, episode.name, episode.airDate]),
        );
      }
    }
  });

  it('finds every title by its name and by its IMDb id', async () => {
    for (const [type, id, name, imdbId] of [
      ...movies.map((movie) => ['movie', movie.id, movie.title, movie.imdbId] as const),
      ...shows.map((show) => ['show', show.id, show.name, show.imdbId] as const),
    ]) {
      const found = await tmdb.search(name, { type });
      expect(
        found.items.map((item) => item.id),
        name,
      ).toContain(String(id));
      expect((await tmdb.findByImdbId(imdbId))?.id, imdbId).toBe(String(id));
    }
  });

  it('lists, discovers by every listed provider and genre, and recommends', async () => {
    for (const type of ['movie', 'show'] as const) {
      expect((await tmdb.getList('popular', type)).items.length).toBeGreaterThan(0);
      expect((await tmdb.getList('top_rated', type)).items.length).toBeGreaterThan(0);
      for (const provider of DISCOVER_PROVIDERS[type]) {
        const page = await tmdb.discover(type, { providerId: provider.id });
        expect(page.items.length, `${type} on ${provider.name}`).toBeGreaterThan(0);
      }
      for (const genre of await tmdb.getGenres(type)) {
        await expect(tmdb.discover(type, { genreId: genre.id })).resolves.toBeDefined();
      }
    }
    expect((await tmdb.getList('now_playing', 'movie')).items.length).toBeGreaterThan(0);
    const recommended = await tmdb.getRecommendations({ type: 'movie', id: String(movies[0]?.id) });
    expect(recommended.items.length).toBeGreaterThan(0);
  });

  it('offers the YouTube upload of an open film as its trailer, and no trailer for the others', async () => {
    for (const movie of movies) {
      const detail = await tmdb.getDetail({ type: 'movie', id: String(movie.id) });
      expect(detail.trailerUrl, movie.title).toBe(
        movie.youTubeKey && `https://www.youtube.com/embed/${movie.youTubeKey}`,
      );
    }
    expect(movies.filter((movie) => movie.youTubeKey).length).toBeGreaterThanOrEqual(3);
  });

  it("serves the images the client's URLs point at", async () => {
    const detail = await tmdb.getDetail({ type: 'movie', id: String(movies[0]?.id) });
    for (const url of [detail.posterUrl, detail.backdrop, detail.logoUrl]) {
      expect(url).toMatch(new RegExp(`^${base}/tmdb/t/p/`));
      const response = await fetch(url as string);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
  });
});
