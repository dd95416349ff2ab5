import type { FastifyInstance } from 'fastify';
import type { Caption } from '../../src/contracts/stream.ts';
import { loadLibrary } from './scraper/library.ts';
import { libraryRef, parseMediaQuery } from './scraper/media.ts';

/**
 * `GET /subtitles?{media}`: the subtitle lookup (spec doc 2 §4 "external subtitles") for the
 * library's titles, answered from their subtitle files with the scraping API's media query. The
 * ids are the lookup's own, so the player adds them to the source's captions; a title without
 * subtitles answers an empty list.
 */
export function subtitleRoutes(
  app: FastifyInstance,
  { mediaDir, libraryPrefix }: { mediaDir: string; libraryPrefix: string },
) {
  const library = loadLibrary(mediaDir);
  app.get('/subtitles', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const parsed = parseMediaQuery(request.query);
    if (!parsed.ok) {
      return reply.code(400).send({ error: true, message: parsed.message });
    }
    const clip = library.find(libraryRef(parsed.media));
    const base = `${request.protocol}://${request.host}${libraryPrefix}`;
    return (clip?.captions ?? []).map(
      (caption): Caption => ({
        id: `lookup-${clip?.id}-${caption.language}`,
        type: caption.type,
        url: `${base}/${caption.url}`,
        language: caption.language,
        hasCorsRestrictions: false,
        opensubtitles: true,
      }),
    );
  });
}
