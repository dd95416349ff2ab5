import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { sendError } from '../http/errors.ts';
import { openEventStreams } from '../http/eventStream.ts';

/** The connections of a database pool (node-postgres); PGlite, in process, has none. */
export interface PoolConnections {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsOptions {
  /** Read at each scrape; absent for the embedded database. */
  connections?: () => PoolConnections;
  /** When set, `/metrics` answers only `Authorization: Bearer <token>`. */
  token?: string;
}

/** Seconds: from a cached asset (~1 ms) to a slow import (seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * `/metrics` in Prometheus' text format: requests by route pattern (never by raw URL, which would
 * make a series per title or user), method and status with their latencies; the database pool;
 * the event streams open (scraping and watch parties); the process (memory, CPU, event loop).
 * Each app has its own registry, so several servers can live in one process (the tests).
 */
export function metricsRoutes(app: FastifyInstance, options: MetricsOptions = {}): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'sse_streams_open',
    help: 'Event streams open now (scraping progress, watch-party rooms).',
    registers: [registry],
    collect() {
      this.set(openEventStreams());
    },
  });
  const { connections } = options;
  if (connections) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the PostgreSQL pool: total open, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        for (const [state, count] of Object.entries(connections())) this.set({ state }, count);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        // Unmatched URLs (404s, scanners) share one series.
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', async (request, reply) => {
    if (
      options.token !== undefined &&
      !bearerMatches(request.headers.authorization, options.token)
    ) {
      reply.header('www-authenticate', 'Bearer');
      return sendError(reply, 401, 'The metrics need their token (METRICS_TOKEN).');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
