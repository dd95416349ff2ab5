import type { LibraryRef } from '../../../src/domain/library.ts';
import { refKey } from './library.ts';

/**
 * Which catalogue title makes which behaviour of the client's scraping flow (spec doc 2 §4) happen
 * for real, with the sources in their default order (by rank; see scrapers.ts):
 *
 * | title (TMDB id)          | clip           | what `/scrape` does                                        |
 * |--------------------------|----------------|------------------------------------------------------------|
 * | Sintel (45745)           | test-card, HLS | library-hls finds the playlist at once                     |
 * | Tears of Steel (133701)  | test-card, HLS | the same, for a second HLS title                           |
 * | Big Buck Bunny (10378)   | countdown, MP4 | library-flaky fails, then library-files finds the MP4s     |
 * | Elephants Dream (9761)   | countdown, MP4 | library-embeds finds exactly one embed, which               |
 * |                          |                | library-player resolves (the client scrapes it by itself)   |
 * | Pioneer One S1E1 (33050) | pioneer-1, MP4 | library-files finds the MP4 of an episode                  |
 * | Pioneer One S1E2         | pioneer-2, MP4 | library-flaky fails; library-embeds finds two mirrors (the |
 * |                          |                | client lets the user pick); library-mirror fails on it, so |
 * |                          |                | with embedOrder=library-mirror,… the next embed is tried   |
 * | Pioneer One S1E3         | pioneer-3, MP4 | every source says notfound until library-slow finds it     |
 * |                          |                | after a few seconds                                        |
 * | Cosmos Laundromat        | feature, MP4   | library-files finds the MP4 of a 6-minute movie            |
 * | (358332), Sprite Fright  |                |                                                            |
 * | (891761)                 |                |                                                            |
 * | Pioneer One S1E4–S1E6    | pioneer-4 … 6  | library-files finds the MP4 of a 4-minute episode          |
 * | The General (961)        | countdown, MP4 | only library-guarded has it, at addresses that answer only |
 * |                          |                | requests with its pass header (which the stream names, and |
 * |                          |                | which only the browser extension can add)                  |
 * | any other title          | —              | every source says notfound (library-void always does):     |
 * |                          |                | `noOutput`                                                 |
 */
export type Finder =
  | 'library-hls'
  | 'library-files'
  | 'library-embeds'
  | 'library-slow'
  | 'library-guarded';

export interface Scenario {
  /** For people reading the table and the tests. */
  title: string;
  ref: LibraryRef;
  /** The one source (besides the slow fallback, which finds every open library title) that has it. */
  finder: Finder;
  /** library-flaky and the library-mirror embed fail on it ("Failed to scrape"). */
  flaky?: true;
}

const pioneer = (episode: number): LibraryRef => ({
  type: 'show',
  tmdbId: 33050,
  season: 1,
  episode,
});

export const SCENARIOS: readonly Scenario[] = [
  { title: 'Sintel', ref: { type: 'movie', tmdbId: 45745 }, finder: 'library-hls' },
  { title: 'Tears of Steel', ref: { type: 'movie', tmdbId: 133701 }, finder: 'library-hls' },
  {
    title: 'Big Buck Bunny',
    ref: { type: 'movie', tmdbId: 10378 },
    finder: 'library-files',
    flaky: true,
  },
  { title: 'Elephants Dream', ref: { type: 'movie', tmdbId: 9761 }, finder: 'library-embeds' },
  { title: 'Pioneer One S1E1', ref: pioneer(1), finder: 'library-files' },
  { title: 'Pioneer One S1E2', ref: pioneer(2), finder: 'library-embeds', flaky: true },
  { title: 'Pioneer One S1E3', ref: pioneer(3), finder: 'library-slow' },
  // Long enough for continue watching.
  { title: 'Cosmos Laundromat', ref: { type: 'movie', tmdbId: 358332 }, finder: 'library-files' },
  { title: 'Sprite Fright', ref: { type: 'movie', tmdbId: 891761 }, finder: 'library-files' },
  { title: 'The General', ref: { type: 'movie', tmdbId: 961 }, finder: 'library-guarded' },
  ...[4, 5, 6].map(
    (episode): Scenario => ({
      title: `Pioneer One S1E${episode}`,
      ref: pioneer(episode),
      finder: 'library-files',
    }),
  ),
];

const byKey = new Map(SCENARIOS.map((scenario) => [refKey(scenario.ref), scenario]));

export function scenarioOf(ref: LibraryRef): Scenario | undefined {
  return byKey.get(refKey(ref));
}
