import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** An error answered the way TMDB answers it: an HTTP status plus TMDB's own `status_code`. */
export class TmdbError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'TmdbError';
  }
}

export const notFoundError = () =>
  new TmdbError(404, 34, 'The resource you requested could not be found.');

export const invalidPageError = () =>
  new TmdbError(
    400,
    22,
    'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
  );

export const invalidParametersError = (detail: string) =>
  new TmdbError(422, 5, `Invalid parameters: Your request parameters are incorrect. ${detail}`);

export function sendTmdbError(reply: FastifyReply, error: TmdbError) {
  return reply
    .code(error.httpStatus)
    .type('application/json; charset=utf-8')
    .send({ success: false, status_code: error.statusCode, status_message: error.message });
}

/**
 * Our errors are answered as TMDB answers them, and so are Fastify's own client errors (keeping their
 * status); anything else is our fault: logged, and answered as TMDB's "internal error".
 */
export function tmdbErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof TmdbError) return sendTmdbError(reply, error);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return sendTmdbError(reply, new TmdbError(status, 5, error.message));
  request.log.error({ err: error }, 'catalogue request failed');
  return sendTmdbError(
    reply,
    new TmdbError(500, 11, 'Internal error: the catalogue failed to answer.'),
  );
}

export function tmdbNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return sendTmdbError(reply, notFoundError());
}
