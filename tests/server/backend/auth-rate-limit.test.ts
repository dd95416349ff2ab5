import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_RATE_LIMIT } from '../../../server/backend/auth/rateLimit.ts';
import { backendErrorSchema } from '../../../src/contracts/backend.ts';
import { openTestBackend, type TestBackend } from './support.ts';

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
