import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { openRawEventStream } from '../../server/http/eventStream.ts';
import { healthRoutes, READY_TIMEOUT_MS } from '../../server/ops/health.ts';
import { metricsRoutes } from '../../server/ops/metrics.ts';
import { eventually } from '../support/eventually.ts';
import { createTestServer, type TestServer } from './support.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** The value of one sample of the metrics text, e.g. `sse_streams_open` or a labelled series. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const METRICS_TOKEN = 'scrape-me-0123456789';
const withToken = { authorization: `Bearer ${METRICS_TOKEN}` };

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { METRICS_TOKEN } });
}, 30_000);
afterAll(() => server.close());

/** A bare server with the health routes on the database given. */
async function healthOf(db: Pick<Database, 'execute'>) {
  const app = Fastify();
  healthRoutes(app, db as Database);
  onTestFinished(() => app.close());
  return app;
}

describe('health', () => {
  it('answers /healthz and /readyz while the database answers', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await server.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await server.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await server.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the database fails, though the process is healthy', async () => {
    const app = await healthOf({
      execute: () => Promise.reject(new Error('ECONNREFUSED')),
    } as never);
    const down = await app.inject('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', reason: 'the database is unreachable' });
    // A supervisor must not restart the process for its database.
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it(`is not ready while the database has not answered in ${READY_TIMEOUT_MS / 1000} s`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const app = await healthOf({ execute: () => new Promise(() => {}) } as never);
    let answered = false;
    const response = app.inject('/readyz').then((answer) => {
      answered = true;
      return answer;
    });
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await response).statusCode).toBe(503);
    expect((await response).json()).toMatchObject({
      reason: 'the database did not answer in time',
    });
  });
});

describe('metrics', () => {
  it('counts requests by route pattern, method and status, with their latencies', async () => {
    await server.app.inject('/config.json');
    await server.app.inject('/config.json');
    await server.app.inject('/tmdb/3/movie/775');
    await server.app.inject('/tmdb/3/movie/5698');
    await server.app.inject('/no/such/route/for/anyone');

    const series = (route: string, status: number, part = 'count', le = '') =>
      `http_request_duration_seconds_${part}{${le}route="${route}",method="GET",status_code="${status}"}`;
    const scrape = () => server.app.inject({ url: '/metrics', headers: withToken });
    // A request is timed once its answer is sent, just after the client has it.
    await eventually(async () =>
      expect(sample((await scrape()).body, series('unmatched', 404))).toBe(1),
    );
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, series('/config.json', 200))).toBe(2);
    // Two titles, one series: the pattern, never the raw URL.
    expect(sample(text, series('/tmdb/3/movie/:id', 200))).toBe(2);
    expect(text).not.toContain('/tmdb/3/movie/775');
    expect(sample(text, series('/config.json', 200, 'bucket', 'le="10",'))).toBe(2);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'sse_streams_open')).toBe(0);
    // The embedded database has no pool to report.
    expect(text).not.toContain('db_pool_connections');
  });

  it('answers only its bearer token when METRICS_TOKEN is set', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456', METRICS_TOKEN]) {
      const refused = await server.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      expect(refused.body).not.toContain('process_resident_memory_bytes');
    }
  });

  it('reports the event streams open and the database pool', async () => {
    const app = Fastify();
    metricsRoutes(app, { connections: () => ({ total: 4, idle: 3, waiting: 0 }) });
    app.get('/stream', async (_request, reply) => {
      openRawEventStream(reply).comment();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    onTestFinished(() => app.close());
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const metrics = async () => (await fetch(`${base}/metrics`)).text();

    const listener = new AbortController();
    const stream = await fetch(`${base}/stream`, { signal: listener.signal });
    await stream.body?.getReader().read();
    expect(sample(await metrics(), 'sse_streams_open')).toBe(1);
    listener.abort();
    await eventually(async () => expect(sample(await metrics(), 'sse_streams_open')).toBe(0));

    const text = await metrics();
    expect(sample(text, 'db_pool_connections{state="total"}')).toBe(4);
    expect(sample(text, 'db_pool_connections{state="idle"}')).toBe(3);
    expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
  });
});
