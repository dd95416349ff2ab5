import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/** How long a connection over the cap may take to send its request before it is dropped. */
const OVER_CAP_GRACE_MS = 2_000;

const overCap = new WeakSet<Socket>();

/**
 * At most `max` open connections per client address: one client holding connections open (slow
 * uploads, idle sockets) cannot take the process's file descriptors from everyone else. A request
 * on a connection over the cap is answered 429, and the connection closed, without running its
 * route; one that sends nothing is dropped after OVER_CAP_GRACE_MS. `exempt` addresses (trusted
 * proxies, each carrying many clients) are not counted.
 */
export function capConnectionsPerAddress(
  app: FastifyInstance,
  max: number,
  exempt: (address: string) => boolean = () => false,
): void {
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (exempt(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      overCap.add(socket);
      socket.setTimeout(OVER_CAP_GRACE_MS, () => socket.destroy());
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!overCap.has(request.raw.socket)) return;
    reply.header('connection', 'close');
    return sendError(
      reply,
      429,
      `Too many connections from your address (at most ${max} at once): close some and try again.`,
    );
  });
}
