import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { LibraryRef } from '../../../src/domain/library.ts';
import { clipStream } from '../../../src/domain/library.ts';
import { MEDIA_DIR } from '../plugin.ts';
import { loadLibrary } from '../scraper/library.ts';
import { EMBED_CSP, notAvailablePage, playerPage } from './page.ts';
import { embedRef } from './paths.ts';

export interface EmbedOptions {
  mediaDir?: string;
  /** Where the library's files are served; `/library` by default. */
  libraryPrefix?: string;
  /** The title's name for the page; "Movie 45745" / "Show 33050 · S1 E2" without it. */
  titleOf?: (ref: LibraryRef) => string | undefined;
}

function fallbackTitle(ref: LibraryRef): string {
  return ref.type === 'movie'
    ? `Movie ${ref.tmdbId}`
    : `Show ${ref.tmdbId} · S${ref.season} E${ref.episode}`;
}

/**
 * `GET /embed/movie/:tmdbId` and `/embed/tv/:tmdbId/:season/:episode`: the local embed provider of
 * the default configuration (EMBED_PROVIDERS), a page playing the library's clip of the title, which
 * the app frames. Registered before the web app so its page fallback never answers these paths.
 */
export const embedPlugin: FastifyPluginAsync<EmbedOptions> = async (app, options) => {
  const library = loadLibrary(options.mediaDir ?? MEDIA_DIR);
  const libraryPrefix = options.libraryPrefix ?? '/library';

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .headers({
        'content-security-policy': EMBED_CSP,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-cache',
      })
      .send(html);

  // The segments are read as the embed scraper reads an embed URL (paths.ts), so the two agree.
  const answer = (reply: FastifyReply, ref: LibraryRef | undefined) => {
    if (!ref) return page(reply, 400, notAvailablePage('this address'));
    const title = options.titleOf?.(ref) ?? fallbackTitle(ref);
    const clip = library.find(ref);
    if (!clip) return page(reply, 404, notAvailablePage(title));
    // Root-relative URLs: the page and the library share an origin, whatever proxy is in front.
    return page(reply, 200, playerPage(title, clipStream(clip, libraryPrefix)));
  };
  app.get<{ Params: { tmdbId: string } }>('/embed/movie/:tmdbId', async (request, reply) =>
    answer(reply, embedRef(request.params.tmdbId)),
  );
  app.get<{ Params: { tmdbId: string; season: string; episode: string } }>(
    '/embed/tv/:tmdbId/:season/:episode',
    async (request, reply) => {
      const { tmdbId, season, episode } = request.params;
      return answer(reply, embedRef(tmdbId, season, episode));
    },
  );
};
