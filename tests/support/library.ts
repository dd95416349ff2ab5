import { HttpResponse, http } from 'msw';
import type { LibraryClip, LibraryManifest } from '../../src/contracts/library.ts';
import { clipStream } from '../../src/domain/library.ts';
import { network } from './network.ts';
import { eventStream } from './scraper.ts';

/** A clip of the library for tests: MP4 at 720 and 480 lines, 20 s, with an intro to 6 s. */
export const testClip: LibraryClip = {
  id: 'countdown',
  description: 'A clip',
  duration: 20,
  stream: { type: 'file', qualities: { '720': 'countdown/720p.mp4', '480': 'countdown/480p.mp4' } },
  captions: [],
  intro: { start: 0, end: 6 },
};

const LIBRARY = () => `${location.origin}/library`;
/** The one source of this scraping API. */
export const LIBRARY_SOURCE = {
  type: 'source',
  id: 'library',
  rank: 200,
  name: 'Library',
} as const;

/** The entry of `entries` a scrape request asks for, by its query parameters. */
function entryOf(entries: LibraryManifest['entries'], query: URLSearchParams) {
  const tmdbId = Number(query.get('tmdbId'));
  return entries.find((entry) =>
    entry.type === 'movie'
      ? query.get('type') === 'movie' && entry.tmdbId === tmdbId
      : query.get('type') === 'show' &&
        entry.tmdbId === tmdbId &&
        entry.season === Number(query.get('seasonNumber')) &&
        entry.episode === Number(query.get('episodeNumber')),
  );
}

/**
 * The scraping API at `/library/scraper` with one source, "Library", that finds the library's
 * clips for `entries` (and nothing else), as the app's scraper client reads it.
 */
export function serveLibrary(entries: LibraryManifest['entries'], clips = [testClip]) {
  let requests = 0;
  network.use(
    http.get(`${LIBRARY()}/scraper/metadata`, () => HttpResponse.json([LIBRARY_SOURCE])),
    http.get(`${LIBRARY()}/scraper/scrape`, ({ request }) => {
      requests += 1;
      const entry = entryOf(entries, new URL(request.url).searchParams);
      const clip = entry && clips.find((candidate) => candidate.id === entry.clip);
      const found = clip
        ? ([
            ['update', { id: 'library', percentage: 100, status: 'success' }],
            ['completed', { sourceId: 'library', stream: clipStream(clip, LIBRARY()) }],
          ] as const)
        : ([
            ['update', { id: 'library', percentage: 100, status: 'notfound' }],
            ['noOutput', {}],
          ] as const);
      return eventStream([['init', { sourceIds: ['library'] }], ['start', 'library'], ...found]);
    }),
    // Nor does the subtitle lookup find more captions.
    http.get(`${LIBRARY()}/subtitles`, () => HttpResponse.json([])),
    // The intro-skip service knows no intros here; the skip-intro tests answer for themselves.
    http.get(`${LIBRARY()}/intro-skip/*`, () => new HttpResponse(null, { status: 404 })),
  );
  return { requests: () => requests };
}
