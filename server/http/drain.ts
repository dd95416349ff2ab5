import type { FastifyInstance } from 'fastify';

/**
 * Once `close()` has begun, answers carry `Connection: close`. Fastify closes idle keep-alive
 * sockets only when closing starts, so the socket of a request still in flight would otherwise keep
 * `close()` (and a SIGTERM stop) waiting for the 72 s keep-alive timeout after its answer.
 */
export function closeConnectionsWhenDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
}
