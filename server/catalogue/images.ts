import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { ARTWORK_FILE_NAME, IMAGE_SIZES } from './artwork.ts';
import { notFoundError } from './errors.ts';
import { check } from './validate.ts';

const imageParams = z.object({
  size: z.enum(IMAGE_SIZES),
  file: z.string().check(z.regex(ARTWORK_FILE_NAME)),
});

/**
 * `/t/p/{size}/{file}`, TMDB's image paths, answered from the generated artwork. Only names listed in
 * the folder when the server starts are read, so no request can reach another file.
 */
export function imageRoutes(app: FastifyInstance, artworkDir: string): void {
  const files = new Set(existsSync(artworkDir) ? readdirSync(artworkDir) : []);
  app.get('/:size/:file', async (request, reply) => {
    const checked = check(imageParams, request.params);
    if (!checked.ok || !files.has(checked.data.file)) throw notFoundError();
    const svg = await readFile(join(artworkDir, checked.data.file));
    return reply
      .type('image/svg+xml')
      .headers({
        // A drawing changes only with the generator's design; stale demo art in a cache is harmless.
        'cache-control': 'public, max-age=31536000, immutable',
        // Opened on its own, an SVG is a document: it may style itself and nothing more.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      })
      .send(svg);
  });
}
