import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_RATE_LIMIT } from '../../../server/backend/auth/rateLimit.ts';
import { databaseRateLimitStore } from '../../../server/backend/http/rateLimitStore.ts';
import { backendErrorSchema } from '../../../src/contracts/backend.ts';
import { anotherServer, openTestBackend, type TestBackend } from './support.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await openTestBackend();
});
afterAll(async () => {
  await backend.close();
});

const startFrom = (remoteAddress: string) =>
  backend.app.inject({ method: 'POST', url: '/auth/register/start', payload: {}, remoteAddress });

it('limits /auth/* per client address with a 429 and Retry-After', async () => {
  for (let i = 0; i < AUTH_RATE_LIMIT.max; i += 1) {
    expect((await startFrom('192.0.2.1')).statusCode).toBe(200);
  }
  const refused = await startFrom('192.0.2.1');
  expect(refused.statusCode).toBe(429);
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(AUTH_RATE_LIMIT.timeWindowMs / 1000);
  expect(backendErrorSchema.parse(refused.json())).toEqual({
    error: true,
    statusCode: 429,
    statusMessage: 'Too Many Requests',
    message: expect.stringMatching(/retry in/),
  });

  // Another address is not held back, and neither are the routes outside /auth.
  expect((await startFrom('192.0.2.2')).statusCode).toBe(200);
  const meta = await backend.app.inject({ url: '/meta', remoteAddress: '192.0.2.1' });
  expect(meta.statusCode).toBe(200);
  expect(meta.headers['x-ratelimit-limit']).toBeUndefined();
});

it('counts the requests of every server on the database together', async () => {
  const other = await anotherServer(backend);
  const from = (server: FastifyInstance, remoteAddress: string) =>
    server.inject({ method: 'POST', url: '/auth/register/start', payload: {}, remoteAddress });
  for (let i = 0; i < AUTH_RATE_LIMIT.max; i += 1) {
    expect((await from(i % 2 === 0 ? backend.app : other, '192.0.2.9')).statusCode).toBe(200);
  }
  expect((await from(other, '192.0.2.9')).statusCode).toBe(429);
  expect((await from(backend.app, '192.0.2.9')).statusCode).toBe(429);
});

it('starts a new window once the last has passed, on the database’s clock', async () => {
  const Store = databaseRateLimitStore(backend.db, 'test');
  const store = new Store();
  const count = (key: string, window: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(
        key,
        (error, counted) => (error ? reject(error) : resolve(counted as never)),
        window,
      ),
    );
  expect(await count('a', 400)).toMatchObject({ current: 1 });
  const second = await count('a', 400);
  expect(second.current).toBe(2);
  expect(second.ttl).toBeGreaterThan(0);
  expect(second.ttl).toBeLessThanOrEqual(400);
  expect((await count('b', 400)).current).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 450));
  expect(await count('a', 400)).toMatchObject({ current: 1 });
});
