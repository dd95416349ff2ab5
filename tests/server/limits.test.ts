import { connect, type Socket } from 'node:net';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { capConnectionsPerAddress } from '../../server/http/connectionCap.ts';
import { createTestServer, type TestServer } from './support.ts';

/**
 * Slow and greedy clients against the real server, over real sockets: a body that never finishes
 * is cut off, and one address holding many connections does not lock the others out.
 */

const open: Socket[] = [];
let server: TestServer;
let port: number;
beforeAll(async () => {
  server = await createTestServer({ env: { REQUEST_TIMEOUT: '1', CONNECTIONS_PER_ADDRESS: '3' } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}, 30_000);
afterAll(() => server.close());
afterEach(async () => {
  // Each test starts with no connection of its own left (the server counts them as they close).
  await Promise.all(
    open.splice(0).map((socket) => {
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.destroy();
      return socket.closed ? undefined : closed;
    }),
  );
});

/** A connection from `from` (any 127.x address is this machine), once established. */
async function socketTo(from = '127.0.0.1', to = port): Promise<Socket> {
  const socket = connect({ host: '127.0.0.1', port: to, localAddress: from });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return socket;
}

/** Everything the server writes until it closes the connection (or `ms` pass). */
function answer(socket: Socket, ms = 10_000): Promise<{ text: string; closedAfter: number }> {
  const started = performance.now();
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    text += chunk;
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ text, closedAfter: Number.POSITIVE_INFINITY }), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ text, closedAfter: performance.now() - started });
    });
  });
}

const get = (path: string, connection = 'close') =>
  `GET ${path} HTTP/1.1\r\nHost: flicker.test\r\nConnection: ${connection}\r\n\r\n`;

/** A connection left open after its answer, as a browser keeps one (not subject to time-outs). */
async function idleConnection(): Promise<Socket> {
  const socket = await socketTo();
  const answered = new Promise((resolve) => socket.once('data', resolve));
  socket.write(get('/healthz', 'keep-alive'));
  await answered;
  return socket;
}

/** A bookmark import that announces 1 MB and sends a little of it. */
const slowUpload =
  'PUT /backend/users/someone/bookmarks HTTP/1.1\r\nHost: flicker.test\r\n' +
  'Content-Type: application/json\r\nContent-Length: 1000000\r\n\r\n[{"tmdbId":';

describe('time-outs', { timeout: 15_000 }, () => {
  it('answers a body that never finishes 408 once REQUEST_TIMEOUT (1 s here) has passed, serving others meanwhile', async () => {
    const uploader = await socketTo();
    const cutOff = answer(uploader);
    uploader.write(slowUpload);
    // Dribbling keeps the socket busy but does not extend the request's time.
    const dribble = setInterval(() => uploader.writable && uploader.write(' '), 200);

    const other = await socketTo();
    const served = answer(other);
    other.write(get('/healthz'));
    expect((await served).text).toMatch(/^HTTP\/1\.1 200 OK/);

    const { text, closedAfter } = await cutOff;
    clearInterval(dribble);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    // Node looks for late requests every second.
    expect(closedAfter).toBeGreaterThan(900);
    expect(closedAfter).toBeLessThan(3_500);
  });

  it('drops a connection whose headers never finish', async () => {
    const slow = await socketTo();
    const cutOff = answer(slow);
    slow.write('GET /healthz HTTP/1.1\r\nHost: flicker.test\r\n');
    const { closedAfter } = await cutOff;
    expect(closedAfter).toBeLessThan(3_500);
  });
});

describe('connections per address', { timeout: 15_000 }, () => {
  it('refuses an address over its cap with a 429 that says why, while other addresses are served', async () => {
    const holders = await Promise.all([1, 2, 3].map(idleConnection));

    const greedy = await socketTo();
    const refused = answer(greedy);
    greedy.write(get('/backend/meta'));
    const { text } = await refused;
    expect(text).toMatch(/^HTTP\/1\.1 429/);
    expect(text).toMatch(/connection: close/i);
    expect(text).toContain(
      'Too many connections from your address (at most 3 at once): close some and try again.',
    );

    const neighbour = await socketTo('127.0.0.2');
    const served = answer(neighbour);
    neighbour.write(get('/backend/meta'));
    expect((await served).text).toMatch(/^HTTP\/1\.1 200 OK/);

    // Once one of its connections closes, the address is served again.
    const closed = answer(holders[0] as Socket);
    holders[0]?.destroy();
    await closed;
    const again = await socketTo();
    const servedAgain = answer(again);
    again.write(get('/healthz'));
    expect((await servedAgain).text).toMatch(/^HTTP\/1\.1 200 OK/);
  });

  it('drops a connection over the cap that sends nothing within 2 s, long before its headers are late', async () => {
    // Node's own time-outs at their defaults here: the server's 1 s would end the connection first.
    const bare = Fastify();
    capConnectionsPerAddress(bare, 1);
    await bare.listen({ port: 0, host: '127.0.0.1' });
    onTestFinished(() => bare.close());
    const address = bare.server.address();
    const barePort = typeof address === 'object' && address ? address.port : 0;
    await socketTo('127.0.0.1', barePort);
    const { text, closedAfter } = await answer(await socketTo('127.0.0.1', barePort));
    expect(text).toBe('');
    expect(closedAfter).toBeGreaterThan(1_500);
    expect(closedAfter).toBeLessThan(3_500);
  });
});
