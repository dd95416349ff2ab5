import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Any origin may call the backend (CONTRACTS.md §1): it authenticates by token, never by cookie. */
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
  'access-control-allow-headers': 'Authorization, Content-Type',
};

/** CORS headers on every answer of this context (404s and errors included); preflights get 204. */
export function allowAnyOrigin(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(corsHeaders);
  });
  const preflight = (_request: FastifyRequest, reply: FastifyReply) => reply.code(204).send();
  app.options('/', preflight);
  app.options('/*', preflight);
}
