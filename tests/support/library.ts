import { HttpResponse, http } from 'msw';
import type { LibraryClip, LibraryManifest } from '../../src/contracts/library.ts';
import { network } from './network.ts';

/** A clip of the library for tests: MP4 at 720 and 480 lines, 20 s, with an intro to 6 s. */
export const testClip: LibraryClip = {
  id: 'countdown',
  description: 'A clip',
  duration: 20,
  stream: { type: 'file', qualities: { '720': 'countdown/720p.mp4', '480': 'countdown/480p.mp4' } },
  captions: [],
  intro: { start: 0, end: 6 },
};

/** The media library's manifest at `/library/manifest.json`, as the app's client reads it. */
export function serveLibrary(entries: LibraryManifest['entries']) {
  let requests = 0;
  network.use(
    http.get(`${location.origin}/library/manifest.json`, () => {
      requests += 1;
      return HttpResponse.json({ clips: [testClip], entries } satisfies LibraryManifest);
    }),
    // The intro-skip service knows no intros here; the skip-intro tests answer for themselves.
    http.get(
      `${location.origin}/library/intro-skip/*`,
      () => new HttpResponse(null, { status: 404 }),
    ),
  );
  return { requests: () => requests };
}
