import { expect, vi } from 'vitest';
import type { ScrapeMedia } from '../../../../src/contracts/scrape.ts';
import { clipStream } from '../../../../src/domain/library.ts';
import { type EmbedProvider, parseEmbedProvider } from '../../../../src/domain/sources.ts';
import { createScraperClient, memoryTokenStore } from '../../../../src/services/scraper/index.ts';
import { eventually } from '../../../support/eventually.ts';
import { testClip } from '../../../support/library.ts';
import { holdRequests } from '../../../support/network.ts';
import { eventStream } from '../../../support/scraper.ts';

/** The source selection's world: the library's scraping API behind MSW, held until answered. */
export const SCRAPER = `${location.origin}/library/scraper`;
export const stream = clipStream(testClip, `${location.origin}/library`);
export const media: ScrapeMedia = {
  type: 'show',
  title: 'Pioneer One',
  releaseYear: 2010,
  tmdbId: '33050',
  seasonNumber: 1,
  seasonTmdbId: '500',
  episodeNumber: 2,
  episodeTmdbId: '1002',
};
export const local = parseEmbedProvider(
  'local|Local player|/embed/movie/{tmdbId}|/embed/tv/{tmdbId}/{season}/{episode}',
);
export const sources = {
  embeds: { id: 'embeds', name: 'Library Embeds', kind: 'scraper' },
  local: { id: 'local', name: 'Local player', kind: 'provider' },
} as const;
export const mirrors = [
  { embedId: 'library-player', url: `${location.origin}/embed/tv/33050/1/2` },
  { embedId: 'library-mirror', url: `${location.origin}/embed/tv/33050/1/2?mirror=1` },
] as const;

/** The held scraping requests and the console, and the selection's input (`local` its provider). */
export function selectionSystem(
  options: { media?: ScrapeMedia; providers?: EmbedProvider[] } = {},
) {
  const scrapeSource = holdRequests('get', `${SCRAPER}/scrape/source`);
  const scrapeEmbed = holdRequests('get', `${SCRAPER}/scrape/embed`);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  logged.mockClear();
  const input = {
    scraper: createScraperClient({ baseUrl: SCRAPER, tokens: memoryTokenStore() }),
    media: options.media ?? media,
    providers: options.providers ?? [local],
    origin: location.origin,
  };
  return { system: { scrapeSource, scrapeEmbed, logged }, input };
}
export type System = ReturnType<typeof selectionSystem>['system'];
type Hold = System['scrapeSource'];

/** Answers the request `pick` chooses, once it is made, with these scraping events. */
export const answer =
  (pick: (system: System) => Hold, events: Parameters<typeof eventStream>[0]) =>
  async (system: Pick<System, 'scrapeSource' | 'scrapeEmbed'>) => {
    const hold = pick(system as System);
    await eventually(() => expect(hold.pending).toBeGreaterThan(0));
    hold.reply(() => eventStream(events));
  };
export const source = (system: System) => system.scrapeSource;
export const embed = (system: System) => system.scrapeEmbed;
