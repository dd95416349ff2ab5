import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metropolis, pioneer, sintel } from './fixtures.ts';
import { openCatalogue, type TestCatalogue } from './support.ts';

/**
 * Whatever a client asks — odd ids, odd pages, random queries, repeated or mistyped parameters — the
 * catalogue answers with a 2xx or a 4xx, never a 5xx (DESIGN.md §5), and its errors are JSON.
 */

let catalogue: TestCatalogue;
beforeAll(async () => {
  catalogue = await openCatalogue();
});
afterAll(() => catalogue.close());

const routes = [
  '/3/search/multi',
  '/3/search/movie',
  '/3/search/tv',
  '/3/movie/{id}',
  '/3/tv/{id}',
  '/3/movie/{id}/images',
  '/3/tv/{id}/credits',
  '/3/movie/{id}/recommendations',
  '/3/tv/{id}/season/{n}',
  '/3/find/{odd}',
  '/3/genre/{odd}/list',
  '/3/movie/popular',
  '/3/movie/now_playing',
  '/3/tv/on_the_air',
  '/3/discover/movie',
  '/3/discover/tv',
  '/3/{odd}',
  '/t/p/{odd}/{odd}',
  '/t/p/w342/{odd}',
  '/releases/{odd}',
  '/releases/latest',
  '/releases/discover',
  '/releases/release/{id}',
  '/releases/network/{id}',
  '/{odd}',
];

const parameters = [
  'query',
  'page',
  'year',
  'primary_release_year',
  'first_air_date_year',
  'include_adult',
  'append_to_response',
  'with_genres',
  'with_watch_providers',
  'watch_region',
  'external_source',
  'limit',
  'language',
];

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '501',
    '1e3',
    'NaN',
    '..',
    '%00',
    '28|12,18',
    'credits,images,recommendations',
    'imdb_id',
    'tt0017136',
    'US',
    'a'.repeat(600),
    '😀',
  ),
);

const id = fc.oneof(
  fc.constantFrom(metropolis.id, sintel.id, pioneer.id),
  fc.nat().map(String),
  oddText,
);

const request = fc.record({
  route: fc.constantFrom(...routes),
  id,
  n: fc.oneof(fc.nat(5).map(String), oddText),
  odd: oddText,
  query: fc.array(fc.tuple(fc.constantFrom(...parameters), oddText), { maxLength: 5 }),
});

describe('catalogue robustness (property)', () => {
  it('never answers 5xx, and answers every error as JSON', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ route, id, n, odd, query }) => {
        const path = route
          .replace('{id}', encodeURIComponent(String(id)))
          .replace('{n}', encodeURIComponent(n))
          .replaceAll('{odd}', () => encodeURIComponent(odd));
        const search = query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
        const response = await catalogue.app.inject(`/tmdb${path}${search ? `?${search}` : ''}`);
        expect(response.statusCode, `${path}?${search}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.headers['content-type']).toMatch(/^application\/json/);
          expect(() => response.json()).not.toThrow();
        }
      }),
      { numRuns: 600 },
    );
  }, 60_000);
});
