import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../src/contracts/config.ts';

/** `/config.json` and `/ping.txt`: read fresh by the app at every boot and probe, never cached. */
export function runtimeRoutes(app: FastifyInstance, config: AppConfig): void {
  app.get('/config.json', (_request, reply) =>
    reply.header('cache-control', 'no-store').send(config),
  );
  app.get('/ping.txt', (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('pong'),
  );
}
