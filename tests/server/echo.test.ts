import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoAnswerSchema } from '../../src/contracts/echo.ts';
import { createTestServer, type TestServer } from './support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 30_000);
afterAll(() => server.close());

describe('GET /echo (the echo service proxies are tested with, doc 1 §7)', () => {
  it('answers the URL it was asked for, its query and its headers, never cached', async () => {
    const response = await server.app.inject({
      url: '/echo?destination=x&lang=en',
      headers: { host: '127.0.0.1:8302', 'x-test': 'yes' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const echo = echoAnswerSchema.parse(response.json());
    expect(echo.url).toBe('http://127.0.0.1:8302/echo?destination=x&lang=en');
    expect(echo.args).toEqual({ destination: 'x', lang: 'en' });
    expect(echo.headers).toMatchObject({ host: '127.0.0.1:8302', 'x-test': 'yes' });
  });

  it('names the address its sender used behind a reverse proxy that ends TLS', async () => {
    const response = await server.app.inject({
      url: '/echo',
      headers: {
        host: 'internal:8080',
        'x-forwarded-proto': 'https, http',
        'x-forwarded-host': 'flicker.example',
      },
    });
    expect(response.json().url).toBe('https://flicker.example/echo');
  });

  it('ignores a forwarded scheme that is not http(s)', async () => {
    const response = await server.app.inject({
      url: '/echo',
      headers: { host: 'flicker.example', 'x-forwarded-proto': 'javascript' },
    });
    expect(response.json().url).toBe('http://flicker.example/echo');
  });

  it('never sends the caller’s credentials back', async () => {
    const response = await server.app.inject({
      url: '/echo',
      headers: { cookie: 'session=secret', authorization: 'Bearer secret', accept: 'text/plain' },
    });
    const { headers } = echoAnswerSchema.parse(response.json());
    expect(headers).not.toHaveProperty('cookie');
    expect(headers).not.toHaveProperty('authorization');
    expect(headers.accept).toBe('text/plain');
  });
});
