import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { renderArtwork } from '../../../server/catalogue/art/render.ts';
import { createCatalogue } from '../../../server/catalogue/catalogue.ts';
import { cataloguePlugin } from '../../../server/catalogue/plugin.ts';
import { fixtureMovies, fixtureShows } from './fixtures.ts';

export interface TestCatalogue {
  app: FastifyInstance;
  /** Where the fixture catalogue's artwork was generated. */
  artworkDir: string;
  /** `GET /tmdb{path}`. */
  get(path: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The catalogue plugin mounted at /tmdb as the server mounts it, on the fixture catalogue. */
export async function openCatalogue(): Promise<TestCatalogue> {
  const data = { movies: fixtureMovies, shows: fixtureShows };
  const artworkDir = mkdtempSync(join(tmpdir(), 'catalogue-artwork-'));
  for (const [file, svg] of renderArtwork(createCatalogue(data))) {
    writeFileSync(join(artworkDir, file), svg);
  }
  const app = Fastify({ logger: false });
  await app.register(cataloguePlugin, { prefix: '/tmdb', ...data, artworkDir });
  await app.ready();
  return {
    app,
    artworkDir,
    get: (path) => app.inject(`/tmdb${path}`),
    async close() {
      await app.close();
      rmSync(artworkDir, { recursive: true, force: true });
    },
  };
}
