import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, sendError } from '../http/errors.ts';

/** Never answered with the app's page: the server's own routes, and assets (a missing one is a 404). */
const notPages = ['/backend', '/tmdb', '/embed', '/library', '/assets'];

/** Vite's hashed file names change with their content, so browsers may keep them forever. */
const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built app from `distDir` (its source maps only with `sourceMaps`), and `index.html`
 * for any other page a browser navigates to (history routing). Everything else unknown is a JSON 404 from `notFound`.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { sourceMaps = false }: { sourceMaps?: boolean } = {},
): Promise<void> {
  const root = path.resolve(distDir);
  const built = existsSync(path.join(root, 'index.html'));
  if (built) {
    const assetsDir = path.join(root, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root,
      // One route per file found at start, so other paths reach each prefix's own 404 handler
      // (a catch-all route would swallow `/backend/*`). A new build needs a restart anyway.
      wildcard: false,
      // The build's `.br` and `.gz` copies (vite.config.ts), to browsers that take them.
      preCompressed: true,
      // The sources are not published unless SOURCE_MAPS asks for it.
      allowedPath: (pathName) => sourceMaps || !pathName.endsWith('.map'),
      setHeaders: (reply, file) => {
        // Anything not hashed (index.html, favicon ...) is revalidated against its ETag.
        reply.header('cache-control', file.startsWith(assetsDir) ? immutable : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built app in ${root}: run npm run build`);
  }

  app.setNotFoundHandler((request, reply) => {
    if (!isPageNavigation(request)) return notFound(request, reply);
    if (!built) return sendError(reply, 404, 'The web app is not built: run npm run build');
    return reply.code(200).sendFile('index.html');
  });
}

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '';
  const reserved = notPages.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return !reserved && /\btext\/html\b/i.test(request.headers.accept ?? '');
}
