import type { AppConfig } from '../../contracts/config.ts';
import { parseEmbedProvider } from '../../domain/sources.ts';
import {
  createScraperClient,
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

// One client per configuration, so the human-check token it keeps serves every player.
const clients = new WeakMap<AppConfig, ScraperClient>();

/** The configured scraping API's client (spec doc 2 §7, CONTRACTS.md §3). */
export function useScraper(): ScraperClient {
  const config = useConfig();
  let client = clients.get(config);
  if (!client) {
    client = config.SCRAPER_URL
      ? createScraperClient({
          baseUrl: config.SCRAPER_URL,
          tokens: localStorageTokenStore(browserStorage()),
        })
      : noScraper;
    clients.set(config, client);
  }
  return client;
}

/** The configured embed providers, best first. */
export function useEmbedProviders() {
  return useConfig().EMBED_PROVIDERS.map(parseEmbedProvider);
}
