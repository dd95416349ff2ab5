import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { type LibraryManifest, libraryManifestSchema } from '../../src/contracts/library.ts';

export interface IntroSkipOptions {
  mediaDir: string;
  /** The catalogue's show with this IMDb id; the manifest files episodes by TMDB id. */
  showIdOfImdb: (imdbId: string) => number | undefined;
}

const paramsSchema = z.object({
  imdbId: z.string().check(z.regex(/^tt\d+$/)),
  season: z.coerce.number().check(z.int(), z.nonnegative()),
  episode: z.coerce.number().check(z.int(), z.positive()),
});

/** Where each library episode's intro ends, by `showId/season/episode`. */
function introEnds(manifest: LibraryManifest): Map<string, number> {
  const clips = new Map(manifest.clips.map((clip) => [clip.id, clip]));
  const ends = new Map<string, number>();
  for (const entry of manifest.entries) {
    const end = clips.get(entry.clip)?.intro?.end;
    if (entry.type === 'show' && end) {
      ends.set(`${entry.tmdbId}/${entry.season}/${entry.episode}`, end);
    }
  }
  return ends;
}

/**
 * `GET /intro-skip/{imdbId}/{season}/{episode}`: the intro-skip service of spec doc 2 §7 for the
 * library's episodes, answering `{ introSkipTime: "8s" }` from the manifest. Like the real service
 * it wants a key (any non-empty bearer token here) and answers 404 for an episode it does not know.
 */
export function introSkipRoutes(
  app: FastifyInstance,
  { mediaDir, showIdOfImdb }: IntroSkipOptions,
) {
  const manifest = libraryManifestSchema.parse(
    JSON.parse(readFileSync(join(mediaDir, 'manifest.json'), 'utf8')),
  );
  const ends = introEnds(manifest);
  app.get('/intro-skip/:imdbId/:season/:episode', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (!/^Bearer \S+/.test(request.headers.authorization ?? '')) {
      return reply.code(401).send({ error: 'A key is required' });
    }
    const params = z.safeParse(paramsSchema, request.params);
    const showId = params.success ? showIdOfImdb(params.data.imdbId) : undefined;
    const end =
      params.success && showId !== undefined
        ? ends.get(`${showId}/${params.data.season}/${params.data.episode}`)
        : undefined;
    if (end === undefined) return reply.code(404).send({ error: 'No intro known' });
    return { introSkipTime: `${end}s` };
  });
}
