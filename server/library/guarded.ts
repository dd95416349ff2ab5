import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Stream } from '../../src/contracts/stream.ts';

/**
 * The members-only copy of the library (`/library/guarded/...`): the same files, answered only to
 * requests that carry the pass header. It stands for the streams of real sources that play only
 * with a header a page cannot set on a video's requests (a Referer, an Origin, a key), which the
 * browser extension adds for the player (spec doc 2 §7, prepareStream).
 */
export const GUARDED_PREFIX = '/guarded';
export const PASS_HEADER = 'X-Library-Pass';
export const PASS = 'flicker-members';

/** A library stream moved to the guarded copy, naming the header its requests need. */
export function guardedStream(stream: Stream, libraryBase: string): Stream {
  const moved = (url: string) => url.replace(libraryBase, `${libraryBase}${GUARDED_PREFIX}`);
  const headers = { ...stream.headers, [PASS_HEADER]: PASS };
  if (stream.type === 'hls') return { ...stream, headers, playlist: moved(stream.playlist) };
  if (stream.type === 'iframe') return { ...stream, headers };
  return {
    ...stream,
    headers,
    qualities: Object.fromEntries(
      Object.entries(stream.qualities).map(([quality, file]) => [
        quality,
        file && { ...file, url: moved(file.url) },
      ]),
    ),
  };
}

/** Serves `mediaDir` again under the guarded prefix, refusing requests without the pass (403). */
export async function guardedFiles(
  app: FastifyInstance,
  {
    mediaDir,
    setHeaders,
  }: {
    mediaDir: string;
    setHeaders: (reply: { header(name: string, value: string): unknown }, file: string) => void;
  },
): Promise<void> {
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', async (request, reply) => {
      if (request.headers[PASS_HEADER.toLowerCase()] !== PASS) {
        await reply
          .code(403)
          .header('access-control-allow-origin', '*')
          .send({
            statusCode: 403,
            message: `This copy answers only requests with ${PASS_HEADER}`,
          });
      }
    });
    await guarded.register(fastifyStatic, {
      root: mediaDir,
      prefix: GUARDED_PREFIX,
      wildcard: false,
      decorateReply: false,
      acceptRanges: true,
      setHeaders,
    });
  });
}
