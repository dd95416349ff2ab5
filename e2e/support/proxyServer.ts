import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Real servers for the proxy journeys (spec doc 1 §5): a tiny CORS proxy speaking the
 * `/?destination=<url>` form the app tests proxies with, a website that is no proxy, and the
 * address of a closed port. Each listens on a free port of 127.0.0.1.
 */

export interface RunningServer {
  /** Its base URL, without a slash at the end (as a proxy URL must be). */
  url: string;
  close(): Promise<void>;
}

/** Readable from any page, as a proxy must be (and many static hosts are). */
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-expose-headers': '*',
};

/** The only destinations the test proxy fetches: it must never become an open proxy. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

async function listen(handler: RequestListener): Promise<RunningServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function destinationOf(requestUrl: string | undefined): URL | null {
  const destination = new URL(requestUrl ?? '/', 'http://proxy.invalid').searchParams.get(
    'destination',
  );
  return destination && URL.canParse(destination) ? new URL(destination) : null;
}

/**
 * A CORS proxy: `GET /?destination=<url>` answers what `<url>` answers (status, type, body), with
 * CORS headers; only for http(s) destinations on this machine (403 otherwise), 400 without one,
 * 502 when the destination cannot be reached.
 */
export function startProxyServer(): Promise<RunningServer> {
  return listen(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    const text = (status: number, body: string) =>
      response.writeHead(status, { ...CORS, 'content-type': 'text/plain' }).end(body);
    const destination = destinationOf(request.url);
    if (!destination || !/^https?:$/.test(destination.protocol)) {
      text(400, 'Give an http(s) URL in ?destination=');
      return;
    }
    if (!LOOPBACK_HOSTS.has(destination.hostname)) {
      text(403, 'This test proxy only fetches from this machine');
      return;
    }
    try {
      const upstream = await fetch(destination, { method: request.method, redirect: 'manual' });
      const body = Buffer.from(await upstream.arrayBuffer());
      response
        .writeHead(upstream.status, {
          ...CORS,
          'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        })
        .end(body);
    } catch {
      text(502, 'The destination could not be reached');
    }
  });
}

/** A website, not a proxy: a web page for any path and query. */
export function startWebsiteServer(): Promise<RunningServer> {
  return listen((_request, response) => {
    response
      .writeHead(200, { ...CORS, 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>A blog</title><h1>Welcome to my blog</h1>');
  });
}

/** The address of a port nothing listens on (it was free a moment ago): connections are refused. */
export async function closedPortUrl(): Promise<string> {
  const server = await listen(() => {});
  await server.close();
  return server.url;
}
