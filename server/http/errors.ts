import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { BackendError } from '../../src/contracts/backend.ts';

/** Sends the JSON error body every route of this server answers with (CONTRACTS.md §1). */
export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  const body: BackendError = {
    error: true,
    statusCode,
    statusMessage: STATUS_CODES[statusCode] ?? 'Error',
    message,
  };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * Client errors keep their status and message (bad JSON, too large, unsupported media type ...);
 * anything else is our fault: logged, and answered without internals.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refused = refusedValue(error);
  if (refused) return sendError(reply, 400, `A value of this request cannot be stored: ${refused}`);
  const status = error.validation ? 400 : (error.statusCode ?? 500);
  if (status >= 400 && status < 500) return sendError(reply, status, error.message);
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, status > 500 ? status : 500, 'The server failed to answer this request.');
}

export function notFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, `Nothing at ${request.method} ${request.url}`);
}

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22xxx), e.g. a NUL character in a text: a value the
 * client sent that the database cannot hold. Drivers wrap it (drizzle puts it in `cause`).
 */
function refusedValue(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return cause.message;
  }
  return undefined;
}
