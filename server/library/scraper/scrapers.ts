import { setTimeout as sleep } from 'node:timers/promises';
import type { ScrapeMedia, Scraper } from '../../../src/contracts/scrape.ts';
import type { Stream } from '../../../src/contracts/stream.ts';
import { clipStream, type LibraryRef } from '../../../src/domain/library.ts';
import type { MediaType } from '../../../src/domain/media.ts';
import { embedPath, parseEmbedPath } from '../embed/paths.ts';
import { guardedStream } from '../guarded.ts';
import type { Library } from './library.ts';
import { libraryRef } from './media.ts';
import { type Finder, scenarioOf } from './scenarios.ts';

/**
 * The scrapers of the local scraping API: sources and embed scrapers over the media library only
 * (nothing here reaches another site). Which title each one finds is in scenarios.ts.
 */

export interface ScrapeContext {
  library: Library;
  /** `{origin}/library`: streams carry absolute URLs (CONTRACTS.md §3). */
  libraryBase: string;
  /** `{protocol}://{host}`, for the embed pages' URLs. */
  origin: string;
  /** How long library-slow takes. */
  slowMs: number;
  /** Aborted when the client goes away: no timer outlives its request. */
  signal: AbortSignal;
  /** A `pending` update with this percentage. */
  progress(percentage: number): void;
}

/** The title is not there: an update `notfound`, or an `error` named NotFoundError. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** The scraper broke: an update `failure`. */
export class ScrapeError extends Error {
  override name = 'ScrapeError';
}

export interface EmbedRef {
  /** The embed scraper that resolves `url`. */
  embedId: string;
  url: string;
}

/** What a source finds: embeds to resolve next, and streams found directly. */
export interface SourceOutput {
  embeds: EmbedRef[];
  stream?: Stream[];
}

export interface SourceScraper extends Scraper {
  type: 'source';
  mediaTypes: MediaType[];
  scrape(media: ScrapeMedia, context: ScrapeContext): Promise<SourceOutput>;
}

export interface EmbedScraper extends Scraper {
  type: 'embed';
  scrape(url: string, context: ScrapeContext): Promise<{ stream: Stream[] }>;
}

const NOT_FOUND = "We couldn't find that";
const BOTH: MediaType[] = ['movie', 'show'];

/** The library's stream of `ref`, when the scenario table gives it to `finder`. */
function findAs(finder: Finder, ref: LibraryRef, context: ScrapeContext): Stream {
  const clip = scenarioOf(ref)?.finder === finder ? context.library.find(ref) : undefined;
  if (!clip) throw new NotFoundError(NOT_FOUND);
  return clipStream(clip, context.libraryBase);
}

export const sources: readonly SourceScraper[] = [
  {
    type: 'source',
    id: 'library-hls',
    name: 'Library HLS',
    rank: 200,
    // The library's HLS clips are all movies: a show's scrape never lists this source.
    mediaTypes: ['movie'],
    async scrape(media, context) {
      context.progress(50);
      const stream = findAs('library-hls', libraryRef(media), context);
      if (stream.type !== 'hls') throw new NotFoundError(NOT_FOUND);
      return { embeds: [], stream: [stream] };
    },
  },
  {
    type: 'source',
    id: 'library-flaky',
    name: 'Flaky Mirror',
    rank: 195,
    mediaTypes: BOTH,
    async scrape(media, context) {
      context.progress(50);
      if (scenarioOf(libraryRef(media))?.flaky) {
        throw new ScrapeError('Flaky Mirror answered 503 Service Unavailable');
      }
      throw new NotFoundError(NOT_FOUND);
    },
  },
  {
    type: 'source',
    id: 'library-files',
    name: 'Library Files',
    rank: 190,
    mediaTypes: BOTH,
    async scrape(media, context) {
      context.progress(50);
      const stream = findAs('library-files', libraryRef(media), context);
      if (stream.type !== 'file') throw new NotFoundError(NOT_FOUND);
      return { embeds: [], stream: [stream] };
    },
  },
  {
    type: 'source',
    id: 'library-void',
    name: 'The Void',
    rank: 185,
    mediaTypes: BOTH,
    async scrape(_media, context) {
      context.progress(50);
      throw new NotFoundError(NOT_FOUND);
    },
  },
  {
    type: 'source',
    id: 'library-embeds',
    name: 'Library Embeds',
    rank: 180,
    mediaTypes: BOTH,
    async scrape(media, context) {
      context.progress(50);
      const ref = libraryRef(media);
      findAs('library-embeds', ref, context);
      const url = `${context.origin}${embedPath(ref)}`;
      // One embed for a movie (the client resolves it by itself), two mirrors for an episode (the
      // user picks one).
      const embeds = [{ embedId: 'library-player', url }];
      if (ref.type === 'show') embeds.push({ embedId: 'library-mirror', url: `${url}?mirror=2` });
      return { embeds };
    },
  },
  {
    type: 'source',
    id: 'library-slow',
    name: 'Slow Library',
    rank: 175,
    mediaTypes: BOTH,
    async scrape(media, context) {
      // Rejects with an AbortError, and clears the timer, when the client goes away.
      for (const percentage of [25, 50, 75]) {
        await sleep(context.slowMs / 4, undefined, { signal: context.signal });
        context.progress(percentage);
      }
      await sleep(context.slowMs / 4, undefined, { signal: context.signal });
      // The fallback: it has every open title of the library, just late.
      const ref = libraryRef(media);
      const clip = context.library.find(ref);
      if (!clip || scenarioOf(ref)?.finder === 'library-guarded')
        throw new NotFoundError(NOT_FOUND);
      return { embeds: [], stream: [clipStream(clip, context.libraryBase)] };
    },
  },
  {
    type: 'source',
    id: 'library-guarded',
    name: 'Members’ Mirror',
    rank: 170,
    mediaTypes: BOTH,
    async scrape(media, context) {
      context.progress(50);
      const stream = findAs('library-guarded', libraryRef(media), context);
      return { embeds: [], stream: [guardedStream(stream, context.libraryBase)] };
    },
  },
];

/** The library title a local embed page URL shows. */
function resolveEmbed(url: string, context: ScrapeContext): { ref: LibraryRef; stream: Stream } {
  const ref = URL.canParse(url) ? parseEmbedPath(new URL(url).pathname) : undefined;
  const clip = ref && context.library.find(ref);
  if (!ref || !clip) throw new NotFoundError('No stream :(');
  return { ref, stream: clipStream(clip, context.libraryBase) };
}

export const embeds: readonly EmbedScraper[] = [
  {
    type: 'embed',
    id: 'library-player',
    name: 'Local player',
    rank: 130,
    async scrape(url, context) {
      context.progress(50);
      return { stream: [resolveEmbed(url, context).stream] };
    },
  },
  {
    type: 'embed',
    id: 'library-mirror',
    name: 'Local player mirror',
    rank: 120,
    async scrape(url, context) {
      context.progress(50);
      const { ref, stream } = resolveEmbed(url, context);
      if (scenarioOf(ref)?.flaky) throw new ScrapeError('The mirror answered 502 Bad Gateway');
      return { stream: [stream] };
    },
  },
];

/** `/metadata`: every scraper, as CONTRACTS.md §3 lists them. */
export function scraperList(): Scraper[] {
  return [...sources, ...embeds].map(({ type, id, rank, name, ...rest }) => ({
    type,
    id,
    rank,
    name,
    ...('mediaTypes' in rest && { mediaTypes: rest.mediaTypes }),
  }));
}
