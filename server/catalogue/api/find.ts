import type { FastifyInstance } from 'fastify';
import { typedItem } from '../answers/titles.ts';
import type { Catalogue } from '../catalogue.ts';
import { findParams, findQuery, parseParams, parseQuery } from './input.ts';

/** `find/{id}?external_source=…`: the catalogue knows IMDb ids only; other sources find nothing. */
export function findRoute(app: FastifyInstance, catalogue: Catalogue): void {
  app.get('/find/:externalId', async (request) => {
    const { externalId } = parseParams(findParams, request.params);
    const { external_source } = parseQuery(findQuery, request.query);
    const title = external_source === 'imdb_id' ? catalogue.findByImdbId(externalId) : undefined;
    return {
      movie_results: title?.mediaType === 'movie' ? [typedItem(title)] : [],
      person_results: [],
      tv_results: title?.mediaType === 'tv' ? [typedItem(title)] : [],
      tv_episode_results: [],
      tv_season_results: [],
    };
  });
}
