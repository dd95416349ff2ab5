import * as z from 'zod/mini';

/**
 * The runtime configuration the app reads from `/config.json` at boot. The embedded server builds it
 * from environment variables of the same names (see README); a real deployment may serve its own.
 * Relative URLs resolve against the app's origin.
 */

/** A service's base: an http(s) URL, or a path on the app's origin (also what a user may enter). */
export const urlOrPath = z.string().check(
  z.trim(),
  z.refine(
    (value) => value.startsWith('/') || (/^https?:\/\//.test(value) && URL.canParse(value)),
    {
      message: 'must be an http(s) URL or a path starting with /',
    },
  ),
);

/** Links the app renders: http and https only (no `javascript:`). */
const webUrl = z.url({ protocol: /^https?$/ });
const optionalWebUrl = z.union([webUrl, z.literal('')]);

/** Proxy and worker URLs must not end with a slash (spec doc 1 §5), configured or the user's own. */
export const proxyUrl = webUrl.check(
  z.refine((value) => !value.endsWith('/'), { message: 'must not end with a slash' }),
);

/** `id|name|movie URL|show URL`: an id of lower-case letters, digits and dashes, then a name. */
const embedProvider = z.string().check(
  z.refine(
    (value) => {
      const [id, name, movie, show, ...rest] = value.split('|');
      const template = (url: string | undefined) =>
        !!url && (url.startsWith('/') || /^https?:\/\//.test(url)) && url.includes('{tmdbId}');
      return (
        rest.length === 0 &&
        /^[a-z0-9-]+$/.test(id ?? '') &&
        !!name?.trim() &&
        template(movie) &&
        template(show)
      );
    },
    { message: 'must be id|name|movie URL|show URL, each URL with {tmdbId}' },
  ),
);

export const appConfigSchema = z.object({
  /** The account backend; empty means "no backend": accounts and sync are hidden. */
  BACKEND_URL: z.union([urlOrPath, z.literal('')]),
  /** A dismissible message shown as a banner at the top of every page. */
  BANNER_MESSAGE: z.string(),
  /** The repository link of the footer and menu; empty hides it. */
  GITHUB_URL: optionalWebUrl,
  /** The funding link of the footer and menu; empty hides it. */
  DONATION_URL: optionalWebUrl,
  /** Proxy and worker URLs (spec doc 1 §9); replaced by placeholders in debug reports. */
  PROXY_URLS: z.array(proxyUrl),
  M3U8_PROXY_URLS: z.array(proxyUrl),
  /**
   * Whether the player sends a viewer without stream access to onboarding first (spec doc 1 §2,
   * §3); /onboarding itself is always there.
   */
  HAS_ONBOARDING: z.boolean(),
  ALLOW_AUTOPLAY: z.boolean(),
  ALLOW_FEBBOX_KEY: z.boolean(),
  ALLOW_REAL_DEBRID_KEY: z.boolean(),
  /** History routing when true, hash routing (for static hosts without a fallback) when false. */
  NORMAL_ROUTER: z.boolean(),
  ONBOARDING_CHROME_EXTENSION_INSTALL_LINK: optionalWebUrl,
  ONBOARDING_FIREFOX_EXTENSION_INSTALL_LINK: optionalWebUrl,
  /** The film database's API base, ending in `/3` (TMDB v3 or the local catalogue). */
  TMDB_API_URL: urlOrPath,
  /** Its image base: images are `{TMDB_IMAGE_URL}/{w185|w300|w342|original}{path}`. */
  TMDB_IMAGE_URL: urlOrPath,
  /** TMDB's read-access token (a JWT), sent as a bearer token; the local catalogue needs none. */
  TMDB_READ_API_KEY: z.string(),
  /** The release-list service (spec doc 3 §7); empty uses the film database's lists instead. */
  RELEASES_URL: z.union([urlOrPath, z.literal('')]),
  /** Catalogue ids that must never be offered (spec doc 1 §3, "disallowed ids"). */
  DISALLOWED_IDS: z.array(z.string().check(z.minLength(1))),
  /** A hosted HLS downloader; the download page links `{HLS_DOWNLOADER_URL}?url={playlist}`. */
  HLS_DOWNLOADER_URL: optionalWebUrl,
  /** The intro-skip service (spec doc 2 §7): `{INTRO_SKIP_URL}/{imdbId}/{season}/{episode}`. */
  INTRO_SKIP_URL: z.union([urlOrPath, z.literal('')]),
  /** Its key, sent as a bearer token; the lookup runs only with a URL and a key (doc 2 §5). */
  INTRO_SKIP_KEY: z.string(),
  /** The subtitle lookup for captions beyond a source's own (spec doc 2 §4); empty: none. */
  SUBTITLES_URL: z.union([urlOrPath, z.literal('')]),
  /**
   * The Chromecast sender SDK to load for casting (spec doc 2 §7), e.g. Google's
   * `cast_sender.js?loadCastFramework=1`; empty: casting only where the browser has its own
   * (Remote Playback). Optional in a `/config.json` written before it existed.
   */
  CAST_SDK_URL: z._default(z.union([urlOrPath, z.literal('')]), ''),
  /** The scraping API (CONTRACTS.md §3); empty: no sources are scraped. */
  SCRAPER_URL: z.union([urlOrPath, z.literal('')]),
  /**
   * Embed providers, best first, at most seven (spec doc 2 §4): `id|name|movie URL|show URL`, the
   * URLs with `{tmdbId}`, `{season}` and `{episode}` in them.
   */
  EMBED_PROVIDERS: z.array(embedProvider).check(z.maxLength(7)),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

/** The values used when an environment variable is unset. */
export const defaultAppConfig: AppConfig = {
  BACKEND_URL: '/backend',
  BANNER_MESSAGE: '',
  GITHUB_URL: '',
  DONATION_URL: '',
  PROXY_URLS: [],
  M3U8_PROXY_URLS: [],
  // The local library needs no setup: onboarding would only stand in the way of its titles.
  HAS_ONBOARDING: false,
  ALLOW_AUTOPLAY: true,
  ALLOW_FEBBOX_KEY: false,
  ALLOW_REAL_DEBRID_KEY: false,
  NORMAL_ROUTER: true,
  ONBOARDING_CHROME_EXTENSION_INSTALL_LINK: '',
  ONBOARDING_FIREFOX_EXTENSION_INSTALL_LINK: '',
  TMDB_API_URL: '/tmdb/3',
  TMDB_IMAGE_URL: '/tmdb/t/p',
  TMDB_READ_API_KEY: '',
  RELEASES_URL: '/tmdb/releases',
  DISALLOWED_IDS: [],
  HLS_DOWNLOADER_URL: '',
  INTRO_SKIP_URL: '/library/intro-skip',
  INTRO_SKIP_KEY: 'local',
  SUBTITLES_URL: '/library/subtitles',
  CAST_SDK_URL: '',
  SCRAPER_URL: '/library/scraper',
  EMBED_PROVIDERS: [
    'local|Local player|/embed/movie/{tmdbId}|/embed/tv/{tmdbId}/{season}/{episode}',
  ],
};
