import type { FastifyRequest } from 'fastify';

/**
 * The origin absolute links are built on (streams, subtitles, embed pages): PUBLIC_URL when set;
 * otherwise the one the request was sent to, read through trusted proxies only (TRUST_PROXY).
 * Answers built on a request's own origin vary with its Host and must not be shared by caches.
 */
export function publicOrigin(request: FastifyRequest, configured: string | undefined): string {
  return configured ?? `${request.protocol}://${request.host}`;
}
