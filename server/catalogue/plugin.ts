import type { FastifyPluginAsync } from 'fastify';
import { findRoute } from './api/find.ts';
import { listRoutes } from './api/lists.ts';
import { searchRoutes } from './api/search.ts';
import { titleRoutes } from './api/titles.ts';
import { ARTWORK_DIR } from './artwork.ts';
import { type CatalogueData, createCatalogue } from './catalogue.ts';
import { movies } from './data/movies.ts';
import { shows } from './data/shows.ts';
import { tmdbErrorHandler, tmdbNotFound } from './errors.ts';
import { imageRoutes } from './images.ts';
import { releaseRoutes } from './releases/routes.ts';

export interface CatalogueOptions extends Partial<CatalogueData> {
  /** Where the generated artwork is; the committed folder by default. */
  artworkDir?: string;
}

/**
 * The local film database (DESIGN.md §1): TMDB v3's answers at `/3`, its image paths at `/t/p`, and
 * the release-list service at `/releases`, all from the bundled demo catalogue (or the one given).
 */
export const cataloguePlugin: FastifyPluginAsync<CatalogueOptions> = async (app, options) => {
  const catalogue = createCatalogue({
    movies: options.movies ?? movies,
    shows: options.shows ?? shows,
  });
  app.setErrorHandler(tmdbErrorHandler);
  app.setNotFoundHandler(tmdbNotFound);
  await app.register(
    async (api) => {
      searchRoutes(api, catalogue);
      titleRoutes(api, catalogue);
      listRoutes(api, catalogue);
      findRoute(api, catalogue);
    },
    { prefix: '/3' },
  );
  await app.register(async (images) => imageRoutes(images, options.artworkDir ?? ARTWORK_DIR), {
    prefix: '/t/p',
  });
  await app.register(async (releases) => releaseRoutes(releases, catalogue), {
    prefix: '/releases',
  });
};
