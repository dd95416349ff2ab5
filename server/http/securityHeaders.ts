import type { FastifyInstance } from 'fastify';

/** reCAPTCHA, which a backend with a human check asks the registration to load. */
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * The app's pages: scripts only from this server (and reCAPTCHA, and the Cast SDK's origin when
 * one is configured), hls.js's worker from a blob; styles inline too (React's style attributes).
 * Images, media, requests and frames may come from anywhere a viewer configures (backends,
 * proxies, scraping APIs, embed providers, feeds). No plugins, no other base, never framed.
 */
export function appPageCsp(castSdkUrl: string): string {
  const cast = URL.canParse(castSdkUrl) ? [new URL(castSdkUrl).origin] : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...RECAPTCHA, ...cast].join(' ')}`,
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' data: blob: https: http:",
    "connect-src 'self' https: http: wss: ws:",
    "frame-src 'self' https: http:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Everything else (JSON, media, files): nothing of it runs, and no site may frame it. */
const OTHER_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every answer: no content-type sniffing, the referrer cut to the origin across
 * sites, and a Content-Security-Policy unless the route set its own (the embed pages, framed by
 * the app). A page of the app gets `pageCsp`. A 304 gets none: the browser folds its headers into
 * the answer it keeps, and without a body's type the policy for pages could not be told apart.
 */
export function securityHeaders(app: FastifyInstance, pageCsp: string): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (reply.statusCode !== 304 && !reply.hasHeader('content-security-policy')) {
      const html = /^text\/html\b/.test(String(reply.getHeader('content-type') ?? ''));
      reply.header('content-security-policy', html ? pageCsp : OTHER_CSP);
    }
    return payload;
  });
}
