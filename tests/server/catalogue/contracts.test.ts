import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  networkInfoSchema,
  releaseDiscoverSchema,
  releaseInfoSchema,
  releaseListSchema,
} from '../../../src/contracts/releases.ts';
import {
  tmdbCreditsSchema,
  tmdbErrorBodySchema,
  tmdbFindSchema,
  tmdbGenreListSchema,
  tmdbImagesSchema,
  tmdbMovieDetailsSchema,
  tmdbMoviePageSchema,
  tmdbMultiPageSchema,
  tmdbSeasonSchema,
  tmdbShowDetailsSchema,
  tmdbShowPageSchema,
} from '../../../src/contracts/tmdb.ts';
import { pioneer, sintel } from './fixtures.ts';
import { openCatalogue, type TestCatalogue } from './support.ts';

/** The app reads the catalogue through the same contracts as the real TMDB and release service. */

let catalogue: TestCatalogue;
beforeAll(async () => {
  catalogue = await openCatalogue();
});
afterAll(() => catalogue.close());

const cases: [string, z.ZodMiniType][] = [
  ['/3/search/multi?query=night', tmdbMultiPageSchema],
  ['/3/search/movie?query=night', tmdbMoviePageSchema],
  ['/3/search/tv?query=night', tmdbShowPageSchema],
  [
    `/3/movie/${sintel.id}?append_to_response=external_ids,credits,release_dates,videos,images`,
    tmdbMovieDetailsSchema,
  ],
  [
    `/3/tv/${pioneer.id}?append_to_response=external_ids,credits,content_ratings,videos,images`,
    tmdbShowDetailsSchema,
  ],
  [`/3/tv/${pioneer.id}/season/0`, tmdbSeasonSchema],
  [`/3/tv/${pioneer.id}/season/2`, tmdbSeasonSchema],
  ['/3/find/tt0017136?external_source=imdb_id', tmdbFindSchema],
  ['/3/movie/19/images', tmdbImagesSchema],
  [`/3/tv/${pioneer.id}/credits`, tmdbCreditsSchema],
  ['/3/movie/19/recommendations', tmdbMultiPageSchema],
  ['/3/genre/tv/list', tmdbGenreListSchema],
  ['/3/movie/now_playing', tmdbMoviePageSchema],
  ['/3/tv/on_the_air', tmdbShowPageSchema],
  ['/3/discover/movie?with_genres=18&watch_region=US', tmdbMoviePageSchema],
  ['/3/discover/tv?with_watch_providers=8&watch_region=US', tmdbShowPageSchema],
  ['/releases/latest?page=1&limit=20', releaseListSchema],
  ['/releases/truestory?limit=30', releaseListSchema],
  ['/releases/discover', releaseDiscoverSchema],
  [`/releases/release/${sintel.id}`, releaseInfoSchema],
  ['/releases/network/19', networkInfoSchema],
];

describe('answers against the app’s contracts', () => {
  it.each(cases)('%s', async (path, schema) => {
    const response = await catalogue.get(path);
    expect(response.statusCode).toBe(200);
    const parsed = z.safeParse(schema, response.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('a 404 answer', async () => {
    const response = await catalogue.get('/3/movie/424242');
    expect(z.safeParse(tmdbErrorBodySchema, response.json()).success).toBe(true);
  });
});
