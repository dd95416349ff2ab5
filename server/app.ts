import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { backendPlugin } from './backend/plugin.ts';
import { shows } from './catalogue/data/shows.ts';
import { cataloguePlugin } from './catalogue/plugin.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { echoRoute } from './echo/route.ts';
import { feedRoute } from './feed/route.ts';
import { createBaseServer } from './http/fastify.ts';
import { embedPlugin } from './library/embed/plugin.ts';
import { catalogueTitle } from './library/embed/titles.ts';
import { libraryPlugin } from './library/plugin.ts';
import type { PoolConnections } from './ops/metrics.ts';
import { runtimeRoutes } from './runtime.ts';
import { registerWebApp } from './web/spa.ts';

export interface AppOptions {
  config: ServerConfig;
  db: Database;
  /** Signs the backend's session tokens (see server/backend/auth/secret.ts). */
  backendSecret: string;
  /** The Vite build to serve; `<repo>/dist` by default. */
  distDir?: string;
  /** The database pool's connections, for the metrics (see DatabaseHandle). */
  connections?: () => PoolConnections;
  /** Scrapes need a human-check token; SCRAPE_TOKEN_REQUIRED by default (not app config). */
  scrapeTokenRequired?: boolean;
}

const defaultDistDir = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * Builds the embedded server (not listening): runtime config, feed, the proxy test's echo, film
 * database, media library, backend, and the web app.
 */
export async function buildApp({
  config,
  db,
  backendSecret,
  distDir = defaultDistDir,
  connections,
  scrapeTokenRequired = /^(1|true|yes|on)$/i.test(process.env.SCRAPE_TOKEN_REQUIRED ?? ''),
}: AppOptions): Promise<FastifyInstance> {
  const app = createBaseServer({ config, db, connections });

  // On the fly, at a Brotli quality that costs little CPU; hashed assets are then cached for good.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  runtimeRoutes(app, config.app);
  feedRoute(app);
  echoRoute(app);
  await app.register(cataloguePlugin, { prefix: '/tmdb' });
  await app.register(libraryPlugin, {
    prefix: '/library',
    showIdOfImdb: (imdbId) => shows.find((show) => show.imdbId === imdbId)?.id,
    scraper: { tokenRequired: scrapeTokenRequired, secret: backendSecret },
    publicUrl: config.publicUrl,
  });
  // Before the web app, whose page fallback would otherwise answer `/embed/...`.
  await app.register(embedPlugin, { titleOf: catalogueTitle });
  await app.register(backendPlugin, { prefix: '/backend', db, secret: backendSecret });
  await registerWebApp(app, distDir, { sourceMaps: config.sourceMaps });
  return app;
}
