import type { FastifyInstance } from 'fastify';
import type { Caption } from '../../src/contracts/stream.ts';
import { publicOrigin } from '../http/publicOrigin.ts';
import { loadLibrary } from './scraper/library.ts';
import { libraryRef, parseMediaQuery } from './scraper/media.ts';

/**
 * `GET /subtitles?{media}`: the subtitle lookup (spec doc 2 §4 "external subtitles") for the
 * library's titles, answered from all their subtitle files, those the stream lacks (`lookupOnly`)
 * included, with the scraping API's media query; a title without subtitles answers an empty list.
 */
export function subtitleRoutes(
  app: FastifyInstance,
  {
    mediaDir,
    libraryPrefix,
    publicUrl,
  }: { mediaDir: string; libraryPrefix: string; publicUrl?: string },
) {
  const library = loadLibrary(mediaDir);
  app.get('/subtitles', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    // Links on the request's own origin differ by Host: no shared cache may hand them to another.
    if (publicUrl === undefined) reply.header('vary', 'Host').header('cache-control', 'private');
    const parsed = parseMediaQuery(request.query);
    if (!parsed.ok) {
      return reply.code(400).send({ error: true, message: parsed.message });
    }
    const clip = library.find(libraryRef(parsed.media));
    const base = `${publicOrigin(request, publicUrl)}${libraryPrefix}`;
    return (clip?.captions ?? []).map(
      (caption): Caption => ({
        // The stream's own captions keep their ids: the player skips them as duplicates.
        id: `library-${clip?.id}-${caption.language}`,
        type: caption.type,
        url: `${base}/${caption.url}`,
        language: caption.language,
        hasCorsRestrictions: false,
        opensubtitles: true,
      }),
    );
  });
}
