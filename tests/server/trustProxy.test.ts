import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMIT } from '../../server/backend/auth/rateLimit.ts';
import { createTestServer, type TestServer } from './support.ts';

/**
 * Behind a reverse proxy every request comes from the proxy's address: TRUST_PROXY names the
 * proxies whose `X-Forwarded-For` tells the client's own address, and nothing else may.
 */

let direct: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  [direct, proxied] = await Promise.all([
    createTestServer(),
    createTestServer({ env: { TRUST_PROXY: 'loopback', CONNECTIONS_PER_ADDRESS: '1' } }),
  ]);
}, 30_000);
afterAll(() => Promise.all([direct.close(), proxied.close()]));

/** A sign-in request as the proxy on 127.0.0.1 passes it on for `client`. */
const startFor = (server: TestServer, client: string) =>
  server.app.inject({
    method: 'POST',
    url: '/backend/auth/register/start',
    payload: {},
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': client },
  });

describe('the sign-in rate limit', () => {
  it("counts each client behind a trusted proxy on its own, by the proxy's X-Forwarded-For", async () => {
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i += 1) {
      expect((await startFor(proxied, '198.51.100.1')).statusCode).toBe(200);
    }
    expect((await startFor(proxied, '198.51.100.1')).statusCode).toBe(429);
    // Another viewer behind the same proxy is not held back.
    expect((await startFor(proxied, '198.51.100.2')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer it does not trust, so no client can pass for another', async () => {
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i += 1) {
      expect((await startFor(direct, `203.0.113.${i}`)).statusCode).toBe(200);
    }
    expect((await startFor(direct, '203.0.113.200')).statusCode).toBe(429);
  });
});

describe('the connection cap', () => {
  it('does not hold a trusted proxy, carrying many clients, to one address’s share', async () => {
    await proxied.app.listen({ port: 0, host: '127.0.0.1' });
    const address = proxied.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const answers = await Promise.all(
      [1, 2, 3].map(
        () =>
          new Promise<string>((resolve, reject) => {
            const socket = connect({ host: '127.0.0.1', port });
            let text = '';
            socket.setEncoding('utf8');
            socket.on('data', (chunk) => {
              text += chunk;
            });
            socket.on('error', reject);
            socket.on('close', () => resolve(text));
            socket.write(
              'GET /healthz HTTP/1.1\r\nHost: flicker.test\r\nConnection: close\r\n\r\n',
            );
          }),
      ),
    );
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
  });
});
