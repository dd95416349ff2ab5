import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderArtwork } from '../../../server/catalogue/art/render.ts';
import { ARTWORK_DIR } from '../../../server/catalogue/artwork.ts';
import { type CatalogueData, createCatalogue } from '../../../server/catalogue/catalogue.ts';
import { movies } from '../../../server/catalogue/data/movies.ts';
import { shows } from '../../../server/catalogue/data/shows.ts';
import { episodeId, personId, seasonId } from '../../../server/catalogue/ids.ts';
import { assignProviders } from '../../../server/catalogue/providers.ts';
import { DISCOVER_PROVIDERS } from '../../../src/domain/providers.ts';
import { createTestServer } from '../support.ts';
import { fixtureMovies, fixtureShows, metropolis, pioneer } from './fixtures.ts';

const fixtures: CatalogueData = { movies: fixtureMovies, shows: fixtureShows };

describe('catalogue data checks', () => {
  it.each([
    [
      'a movie listed twice',
      { ...fixtures, movies: [...fixtureMovies, metropolis] },
      /movie 19: listed twice/,
    ],
    [
      'an IMDb id used twice',
      { ...fixtures, movies: [...fixtureMovies, { ...metropolis, id: 7 }] },
      /IMDb id tt0017136 used twice/,
    ],
    [
      'a genre TMDB does not have for the type',
      { ...fixtures, movies: [{ ...metropolis, genreIds: [10765] }] },
      /no movie genre 10765/,
    ],
    [
      'a YouTube key that is not one',
      { ...fixtures, movies: [{ ...metropolis, youTubeKey: 'watch?v=1' }] },
      /bad YouTube key "watch\?v=1"/,
    ],
    [
      'a date that is not YYYY-MM-DD',
      { ...fixtures, movies: [{ ...metropolis, releaseDate: '1927-2-6' }] },
      /bad date "1927-2-6"/,
    ],
    [
      'a language that is not ISO 639-1',
      { ...fixtures, movies: [{ ...metropolis, originalLanguage: 'German' }] },
      /bad language code "German"/,
    ],
    [
      'a season number beyond the id scheme',
      {
        ...fixtures,
        shows: [{ ...pioneer, seasons: [{ ...pioneer.seasons[1], seasonNumber: 100 }] }],
      },
      /season number 100 out of 0–99/,
    ],
    [
      'an episode listed twice',
      {
        ...fixtures,
        shows: [
          {
            ...pioneer,
            seasons: [
              {
                seasonNumber: 1,
                name: 'Season 1',
                airDate: '2010-06-16',
                episodes: [
                  { episodeNumber: 1, name: 'A', airDate: '2010-06-16', overview: '' },
                  { episodeNumber: 1, name: 'B', airDate: '2010-06-17', overview: '' },
                ],
              },
            ],
          },
        ],
      },
      /season 1 lists episode 1 twice/,
    ],
  ] as [string, CatalogueData, RegExp][])(
    'refuses %s when the server starts',
    (_, data, problem) => {
      expect(() => createCatalogue(data)).toThrow(problem);
    },
  );

  it('accepts the test catalogue', () => {
    expect(() => createCatalogue(fixtures)).not.toThrow();
  });
});

describe('derived ids', () => {
  it('never change, and keep people apart from TMDB’s own ids', () => {
    expect(seasonId(33050, 1)).toBe(3305001);
    expect(episodeId(33050, 1, 2)).toBe(3305001002);
    expect(episodeId(33050, 0, 1)).toBe(3305000001);
    const id = personId('Fritz Lang');
    expect(id).toBe(personId(' Fritz Lang '));
    expect(id).not.toBe(personId('Fritz Lange'));
    expect(id).toBeGreaterThanOrEqual(900_000_000);
    expect(id).toBeLessThan(1_000_000_000);
  });

  it.each(['movie', 'show'] as const)(
    'give every provider the app lists for a %s titles, however few titles there are',
    (type) => {
      for (const count of [1, 3, 6, 10, 40]) {
        const ids = Array.from({ length: count }, (_, index) => 100 + index * 7);
        const assigned = assignProviders(ids, type);
        expect([...assigned.keys()].sort()).toEqual([...ids].sort());
        for (const picked of assigned.values()) expect(picked.length).toBeGreaterThan(0);
        for (const { id } of DISCOVER_PROVIDERS[type]) {
          expect([...assigned.values()].some((picked) => picked.includes(id))).toBe(true);
        }
      }
    },
  );
});

describe('the bundled catalogue', () => {
  const bundled = { movies, shows };

  it('passes the data checks', () => {
    expect(() => createCatalogue(bundled)).not.toThrow();
    expect(movies.length).toBeGreaterThan(0);
    expect(shows.length).toBeGreaterThan(0);
  });

  it('has its artwork committed (`npm run catalogue:artwork`)', () => {
    const missing = [...renderArtwork(createCatalogue(bundled)).keys()].filter(
      (file) => !existsSync(join(ARTWORK_DIR, file)),
    );
    expect(missing).toEqual([]);
  });

  it('is served at /tmdb by the embedded server', async () => {
    const server = await createTestServer();
    try {
      const [first] = movies;
      const details = await server.app.inject(`/tmdb/3/movie/${first?.id}`);
      expect(details.statusCode).toBe(200);
      expect(details.json()).toMatchObject({ id: first?.id, title: first?.title });
      const poster = await server.app.inject(`/tmdb/t/p/w342${details.json().poster_path}`);
      expect(poster.statusCode).toBe(200);
      expect(poster.headers['content-type']).toBe('image/svg+xml');
      const latest = await server.app.inject('/tmdb/releases/latest');
      expect(latest.json().count).toBe(movies.length);
      const missing = await server.app.inject('/tmdb/3/movie/0');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, status_code: 34 });
    } finally {
      await server.close();
    }
  }, 30_000);
});
