/**
 * The sources a title can play from (spec doc 2 §3, §4): the scraping API's scrapers and the
 * configured embed providers, in the viewer's order when they keep one, else by rank, without the
 * ones they disabled.
 */

/** An embed provider of the configuration: a page that plays the title in an iframe. */
export interface EmbedProvider {
  id: string;
  name: string;
  /** URL templates with `{tmdbId}`, and for shows `{season}` and `{episode}`. */
  movieUrl: string;
  showUrl: string;
}

/** A scraper as `/metadata` lists it. */
export interface ScraperInfo {
  type: 'source' | 'embed';
  id: string;
  rank: number;
  name: string;
  mediaTypes?: ('movie' | 'show')[];
}

/** One row of the source list: a scraper source or an embed provider. */
export interface SourceOption {
  id: string;
  name: string;
  kind: 'scraper' | 'provider';
}

export interface SourcePreferences {
  enableSourceOrder: boolean;
  sourceOrder: readonly string[];
  disabledSources: readonly string[];
  enableEmbedOrder: boolean;
  embedOrder: readonly string[];
  disabledEmbeds: readonly string[];
}

/** `id|name|movie URL|show URL` (the configuration's format, checked there) as a provider. */
export function parseEmbedProvider(entry: string): EmbedProvider {
  const [id = '', name = '', movieUrl = '', showUrl = ''] = entry.split('|');
  return { id, name: name.trim(), movieUrl, showUrl };
}

/** The provider's page for a movie or an episode; relative templates resolve against `origin`. */
export function providerUrl(
  provider: EmbedProvider,
  media: { tmdbId: string; season?: number; episode?: number },
  origin: string,
): string {
  const show = media.season !== undefined && media.episode !== undefined;
  const template = show ? provider.showUrl : provider.movieUrl;
  const url = template
    .replaceAll('{tmdbId}', encodeURIComponent(media.tmdbId))
    .replaceAll('{season}', String(media.season ?? ''))
    .replaceAll('{episode}', String(media.episode ?? ''));
  return new URL(url, origin).href;
}

/** `ids` in the viewer's order: the ones they ordered first, the rest as they came. */
function inViewerOrder<T extends { id: string }>(items: T[], order: readonly string[]): T[] {
  const position = (id: string) => {
    const index = order.indexOf(id);
    return index === -1 ? order.length : index;
  };
  return [...items].sort((a, b) => position(a.id) - position(b.id));
}

/**
 * The sources to try for a media type, best first: scraper sources by rank (or the viewer's order
 * when enabled), then the embed providers in configured order; disabled ones left out.
 */
export function orderSources(
  scrapers: readonly ScraperInfo[],
  providers: readonly EmbedProvider[],
  mediaType: 'movie' | 'show',
  preferences: SourcePreferences,
): SourceOption[] {
  const byRank = scrapers
    .filter((scraper) => scraper.type === 'source')
    .filter((scraper) => !scraper.mediaTypes || scraper.mediaTypes.includes(mediaType))
    .sort((a, b) => b.rank - a.rank)
    .map((scraper): SourceOption => ({ id: scraper.id, name: scraper.name, kind: 'scraper' }));
  const all = [
    ...byRank,
    ...providers.map((provider): SourceOption => ({ ...provider, kind: 'provider' })),
  ];
  const ordered = preferences.enableSourceOrder ? inViewerOrder(all, preferences.sourceOrder) : all;
  return ordered.filter((source) => !preferences.disabledSources.includes(source.id));
}

/** The embed scrapers' ids to try, best first, without the disabled ones. */
export function orderEmbeds(
  scrapers: readonly ScraperInfo[],
  preferences: SourcePreferences,
): string[] {
  const byRank = scrapers
    .filter((scraper) => scraper.type === 'embed')
    .sort((a, b) => b.rank - a.rank);
  const ordered = preferences.enableEmbedOrder
    ? inViewerOrder(byRank, preferences.embedOrder)
    : byRank;
  return ordered.map((embed) => embed.id).filter((id) => !preferences.disabledEmbeds.includes(id));
}
