import * as z from 'zod/mini';
import { urlOrPath } from './config.ts';

/**
 * The services that stream access talks to (spec doc 1 §5, §7): read from the same `/config.json`,
 * but parsed only by the pages that use them (onboarding, settings, the player), so the home page
 * does not carry them. A missing or bad key falls back to its default rather than stopping the app.
 */
const optionalService = z.union([urlOrPath, z.literal('')]);

export const streamAccessConfigSchema = z.object({
  /**
   * The echo service a proxy is tested with (`{proxy}/?destination={this}`): it must answer JSON
   * whose `url` is the address it was asked for. A path is taken on the app's origin.
   */
  PROXY_TEST_URL: z._default(urlOrPath, '/echo'),
  /** Public IP geolocation answering `{ latitude, longitude }`; empty: the region is picked by hand. */
  GEOLOCATION_URL: z._default(optionalService, ''),
  /** The second geolocation service, answering `{ loc: "lat,lon" }`, asked when the first fails. */
  GEOLOCATION_FALLBACK_URL: z._default(optionalService, ''),
  /** The file-host API the file-host token is checked against; empty: no check is possible. */
  FILE_HOST_API_URL: z._default(optionalService, ''),
  /** The debrid service's REST API the debrid key is checked against. */
  DEBRID_API_URL: z._default(optionalService, 'https://api.real-debrid.com/rest/1.0'),
});

export type StreamAccessConfig = z.infer<typeof streamAccessConfigSchema>;

export const defaultStreamAccessConfig: StreamAccessConfig = {
  PROXY_TEST_URL: '/echo',
  GEOLOCATION_URL: '',
  GEOLOCATION_FALLBACK_URL: '',
  FILE_HOST_API_URL: '',
  DEBRID_API_URL: 'https://api.real-debrid.com/rest/1.0',
};

/** The stream-access keys of a loaded configuration, each bad or missing one at its default. */
export function streamAccessConfigOf(config: object): StreamAccessConfig {
  const raw = config as Record<string, unknown>;
  const result = { ...defaultStreamAccessConfig };
  for (const key of Object.keys(defaultStreamAccessConfig) as Array<keyof StreamAccessConfig>) {
    const parsed = z.safeParse(streamAccessConfigSchema.shape[key], raw[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return result;
}
