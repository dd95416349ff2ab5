import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EchoAnswer } from '../../src/contracts/echo.ts';

/** The caller's credentials are never sent back. */
const PRIVATE_HEADERS = new Set(['cookie', 'authorization', 'proxy-authorization']);

/** The first value of a header a chain of reverse proxies may have added to. */
function firstForwarded(value: string | string[] | undefined): string | undefined {
  const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  return first || undefined;
}

/**
 * The address the request was sent to, as its sender wrote it: behind a reverse proxy that ends
 * TLS, the scheme and host it was given, so the echo matches an https test URL.
 */
function askedUrl(request: FastifyRequest): string {
  const forwardedProto = firstForwarded(request.headers['x-forwarded-proto']);
  const scheme =
    forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : request.protocol;
  const host = firstForwarded(request.headers['x-forwarded-host']) ?? request.headers.host;
  return `${scheme}://${host}${request.url}`;
}

/**
 * `GET /echo` (spec doc 1 §7, the echo service a proxy is tested with, PROXY_TEST_URL by
 * default): answers the URL it was asked for, its query and its request headers. A proxy that
 * works passes the request on, and this answer back, unchanged.
 */
export function echoRoute(app: FastifyInstance): void {
  app.get('/echo', (request, reply) => {
    const url = askedUrl(request);
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => !PRIVATE_HEADERS.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
    );
    const answer: EchoAnswer = {
      url,
      args: Object.fromEntries(new URL(request.url, 'http://echo.invalid').searchParams),
      headers,
    };
    return reply.header('cache-control', 'no-store').send(answer);
  });
}
