import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/errors.ts';
import { guardedFiles } from './guarded.ts';
import { introSkipRoutes } from './introSkip.ts';
import { type ScraperOptions, scraperPlugin } from './scraper/plugin.ts';
import { subtitleRoutes } from './subtitles.ts';

/** The committed sample library (`npm run media:library` makes it). */
export const MEDIA_DIR = fileURLToPath(new URL('../../media', import.meta.url));

/** What the library's files are, where the generic MIME table does not say. */
const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.vtt': 'text/vtt; charset=utf-8',
};

function fileHeaders(reply: { header(name: string, value: string): unknown }, file: string) {
  const type = CONTENT_TYPES[file.slice(file.lastIndexOf('.'))];
  if (type) reply.header('content-type', type);
  reply.header('access-control-allow-origin', '*');
  reply.header('cache-control', 'public, max-age=3600');
}

export interface LibraryOptions {
  /** The library's folder; the committed `media/` by default. */
  mediaDir?: string;
  /** The catalogue's show with this IMDb id, for the intro-skip service; none without it. */
  showIdOfImdb?: (imdbId: string) => number | undefined;
  /** The scraping API at `{prefix}/scraper`: its human check, and the slow source's delay. */
  scraper?: Omit<ScraperOptions, 'mediaDir' | 'libraryPrefix' | 'publicUrl'>;
  /** PUBLIC_URL: the origin of the links in scraped streams and subtitle answers. */
  publicUrl?: string;
}

/**
 * `/library/...`: the local media library's files (DESIGN.md §1) — HLS playlists and segments, MP4
 * files with range requests, subtitles, thumbnails and `manifest.json`. Any origin may read them, as
 * a cast receiver or another player would. With the catalogue's IMDb ids it also answers as the
 * intro-skip service for the library's episodes, and at `scraper/` as the scraping API over it.
 */
export const libraryPlugin: FastifyPluginAsync<LibraryOptions> = async (app, options) => {
  const mediaDir = options.mediaDir ?? MEDIA_DIR;
  if (options.showIdOfImdb) {
    introSkipRoutes(app, { mediaDir, showIdOfImdb: options.showIdOfImdb });
  }
  subtitleRoutes(app, { mediaDir, libraryPrefix: app.prefix, publicUrl: options.publicUrl });
  await app.register(scraperPlugin, {
    ...options.scraper,
    publicUrl: options.publicUrl,
    prefix: '/scraper',
    mediaDir,
    libraryPrefix: app.prefix,
  });
  await app.register(fastifyStatic, {
    root: mediaDir,
    // One route per file found at start: nothing outside the folder can be named.
    wildcard: false,
    decorateReply: false,
    acceptRanges: true,
    setHeaders: fileHeaders,
  });
  await guardedFiles(app, { mediaDir, setHeaders: fileHeaders });
  app.setNotFoundHandler(notFound);
};
