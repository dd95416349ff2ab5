import type { AppConfig } from '../contracts/config.ts';
import { createReleasesClient } from './releases/client.ts';
import type { PreferencesStore } from './storage/index.ts';
import { createTmdbClient } from './tmdb/client.ts';

/** The film database and the release-list service, as configured, for the whole app. */
export function createCatalogue({
  config,
  preferences,
  language,
}: {
  config: AppConfig;
  preferences: PreferencesStore;
  /** The interface language of the moment (it changes while the app runs). */
  language: () => string;
}) {
  return {
    tmdb: createTmdbClient({
      apiUrl: config.TMDB_API_URL,
      imageUrl: config.TMDB_IMAGE_URL,
      readApiKey: config.TMDB_READ_API_KEY,
      language,
      proxyTmdb: () => preferences.getSnapshot().context.proxyTmdb,
      proxyUrls: config.PROXY_URLS,
    }),
    releases: createReleasesClient({ baseUrl: config.RELEASES_URL }),
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
