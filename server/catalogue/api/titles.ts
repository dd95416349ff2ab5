import type { FastifyInstance } from 'fastify';
import { credits } from '../answers/credits.ts';
import { details } from '../answers/details.ts';
import { images } from '../answers/images.ts';
import { seasonDetails, seasonsOf } from '../answers/seasons.ts';
import { typedItem } from '../answers/titles.ts';
import type { Catalogue, MediaType } from '../catalogue.ts';
import { notFoundError } from '../errors.ts';
import { paginate } from '../paging.ts';
import { recommendations } from '../recommend.ts';
import {
  detailsQuery,
  idParams,
  pageQuery,
  parseParams,
  parseQuery,
  seasonParams,
} from './input.ts';

/** `{movie|tv}/{id}` and what hangs off it: images, credits, recommendations, seasons. */
export function titleRoutes(app: FastifyInstance, catalogue: Catalogue): void {
  for (const mediaType of ['movie', 'tv'] as const satisfies MediaType[]) {
    const titleOf = (params: unknown) => {
      const { id } = parseParams(idParams, params);
      const title = catalogue.find(mediaType, id);
      if (!title) throw notFoundError();
      return title;
    };

    app.get(`/${mediaType}/:id`, async (request) => {
      const title = titleOf(request.params);
      const { append_to_response } = parseQuery(detailsQuery, request.query);
      return details(title, catalogue, append_to_response);
    });
    app.get(`/${mediaType}/:id/images`, async (request) => {
      const title = titleOf(request.params);
      return { id: title.id, ...images(title) };
    });
    app.get(`/${mediaType}/:id/credits`, async (request) => {
      const title = titleOf(request.params);
      return { id: title.id, ...credits(title) };
    });
    app.get(`/${mediaType}/:id/recommendations`, async (request) => {
      const title = titleOf(request.params);
      const { page } = parseQuery(pageQuery, request.query);
      return paginate(recommendations(catalogue, title), page, typedItem);
    });
  }

  app.get('/tv/:id/season/:season', async (request) => {
    const { id, season: number } = parseParams(seasonParams, request.params);
    const show = catalogue.find('tv', id);
    const season = show && seasonsOf(show).find((each) => each.seasonNumber === number);
    if (!show || !season) throw notFoundError();
    return seasonDetails(show, season);
  });
}
