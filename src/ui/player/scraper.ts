import type { AppConfig } from '../../contracts/config.ts';
import { parseEmbedProvider } from '../../domain/sources.ts';
import {
  createHumanCheckClient,
  createHumanCheckGate,
  createScraperClient,
  type HumanCheckClient,
  type HumanCheckGate,
  localStorageTokenStore,
  type ScraperClient,
} from '../../services/scraper/index.ts';
import { browserStorage } from '../../services/storage/index.ts';
import { useConfig } from '../app/AppActor.ts';

/** Without a scraping API nothing is scraped: no scrapers, nothing found. */
const noScraper: ScraperClient = {
  metadata: async () => [],
  scrapeAll: async () => undefined,
  scrapeSource: async () => undefined,
  scrapeEmbed: async () => undefined,
};

interface Scraping {
  client: ScraperClient;
  /** Where a scrape waits for the viewer's human check, and the check itself. */
  gate: HumanCheckGate;
  humanCheck: HumanCheckClient;
}

// One client per configuration, so the human-check token it keeps serves every player.
const scrapings = new WeakMap<AppConfig, Scraping>();

function scrapingOf(config: AppConfig): Scraping {
  let scraping = scrapings.get(config);
  if (!scraping) {
    const gate = createHumanCheckGate();
    scraping = {
      gate,
      humanCheck: createHumanCheckClient(config.SCRAPER_URL),
      client: config.SCRAPER_URL
        ? createScraperClient({
            baseUrl: config.SCRAPER_URL,
            tokens: localStorageTokenStore(browserStorage()),
            humanCheck: gate.ask,
          })
        : noScraper,
    };
    scrapings.set(config, scraping);
  }
  return scraping;
}

/** The configured scraping API's client (spec doc 2 §7, CONTRACTS.md §3). */
export function useScraper(): ScraperClient {
  return scrapingOf(useConfig()).client;
}

/** The human check a scrape may wait on (spec doc 2 §2 "human-check popup"). */
export function useHumanCheck(): Pick<Scraping, 'gate' | 'humanCheck'> {
  return scrapingOf(useConfig());
}

/** The configured embed providers, best first. */
export function useEmbedProviders() {
  return useConfig().EMBED_PROVIDERS.map(parseEmbedProvider);
}
