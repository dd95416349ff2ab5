import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Catalogue } from '../catalogue.ts';
import { providers } from '../providers.ts';
import { check, wholeNumber } from '../validate.ts';
import { featured, releaseLists } from './lists.ts';

/** The release service answers errors as `{ "error": "…" }`. */
class ReleaseError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ReleaseError';
  }
}

/** Its pages: 20 ids by default, at most 100 (spec doc 3 §7, §9). */
const listQuery = z.object({
  page: z._default(wholeNumber(1, 1_000_000), 1),
  limit: z._default(wholeNumber(1, 100), 20),
});
const titleParams = z.object({ id: wholeNumber(1, Number.MAX_SAFE_INTEGER) });

function parse<T>(schema: z.ZodMiniType<T>, value: unknown, status: number): T {
  const checked = check(schema, value);
  if (checked.ok) return checked.data;
  throw new ReleaseError(status, `${checked.field}: ${checked.message}`);
}

function sendError(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).type('application/json; charset=utf-8').send({ error: message });
}

/**
 * The release-list service of spec doc 3 §7: `/{list}` pages of ids, `/discover` for the featured
 * carousel, and per title `/release/{id}` (its release dates) and `/network/{id}` (where it streams).
 */
export function releaseRoutes(app: FastifyInstance, catalogue: Catalogue): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ReleaseError) return sendError(reply, error.statusCode, error.message);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, error.message);
    request.log.error({ err: error }, 'release list request failed');
    return sendError(reply, 500, 'The release service failed to answer.');
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `No release list at ${request.url}`),
  );

  app.get('/discover', async () => featured(catalogue));

  app.get('/release/:id', async (request) => {
    const { id } = parse(titleParams, request.params, 404);
    const movie = catalogue.find('movie', id);
    if (!movie) throw new ReleaseError(404, `No movie ${id} in the catalogue`);
    return {
      tmdb_id: movie.id,
      title: movie.title,
      year: Number(movie.releaseDate.slice(0, 4)),
      type: 'movie',
      theatrical_release_date: movie.releaseDate,
      digital_release_date: movie.digitalReleaseDate ?? null,
    };
  });

  app.get('/network/:id', async (request) => {
    const { id } = parse(titleParams, request.params, 404);
    // Movie and show ids may coincide; as the service is asked by id alone, a movie wins.
    const title = catalogue.find('movie', id) ?? catalogue.find('tv', id);
    if (!title) throw new ReleaseError(404, `No title ${id} in the catalogue`);
    const platforms = providers
      .filter((provider) => title.providers.includes(provider.id))
      .map((provider) => provider.name);
    return { type: title.mediaType, platforms, count: platforms.length };
  });

  app.get<{ Params: { list: string } }>('/:list', async (request) => {
    const { list } = request.params;
    const fill = Object.hasOwn(releaseLists, list) ? releaseLists[list] : undefined;
    if (!fill) throw new ReleaseError(404, `No release list "${list}"`);
    const { page, limit } = parse(listQuery, request.query, 400);
    const ids = fill(catalogue).map((title) => title.id);
    return { tmdb_ids: ids.slice((page - 1) * limit, page * limit), count: ids.length };
  });
}
