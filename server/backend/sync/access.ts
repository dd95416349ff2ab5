import type { FastifyRequest } from 'fastify';
import type { core } from 'zod/mini';
import { authenticateAs } from '../auth/guard.ts';
import type { BackendContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';

/**
 * The path's parameters of a `/users/{id}/...` route, once the caller has proven to be that user
 * (401 without a valid session, 403 for someone else's id).
 */
export async function ownParams<T extends { id: string }>(
  context: BackendContext,
  request: FastifyRequest,
  schema: core.$ZodType<T>,
): Promise<T> {
  const params = parseInput(schema, request.params, 'params');
  await authenticateAs(context, request, params.id);
  return params;
}
