import type { Scraper } from '../../contracts/scrape.ts';
import { moveItem } from '../../domain/moveItem.ts';
import {
  type EmbedProvider,
  orderEmbeds,
  orderSources,
  type SourcePreferences,
} from '../../domain/sources.ts';

/** A row of a settings order list. */
export interface OrderRow {
  id: string;
  name: string;
  /** Shown next to the name: an embed provider is a page, not a scraper. */
  provider: boolean;
  enabled: boolean;
}

/**
 * The sources as the player tries them, whatever the media type, disabled ones included (the
 * settings list is where they are switched back on): the viewer's order when they keep one, the
 * rest after by rank, then the embed providers.
 */
export function sourceRows(
  scrapers: readonly Scraper[],
  providers: readonly EmbedProvider[],
  preferences: SourcePreferences,
): OrderRow[] {
  // Without media types a scraper counts for any title, so one call lists them all.
  const anyMedia = scrapers.map(({ mediaTypes: _, ...scraper }) => scraper);
  return orderSources(anyMedia, providers, 'movie', { ...preferences, disabledSources: [] }).map(
    (source) => ({
      id: source.id,
      name: source.name,
      provider: source.kind === 'provider',
      enabled: !preferences.disabledSources.includes(source.id),
    }),
  );
}

/** The embed scrapers as the player tries them, disabled ones included. */
export function embedRows(
  scrapers: readonly Scraper[],
  preferences: SourcePreferences,
): OrderRow[] {
  const names = new Map(scrapers.map((scraper) => [scraper.id, scraper.name]));
  return orderEmbeds(scrapers, { ...preferences, disabledEmbeds: [] }).map((id) => ({
    id,
    name: names.get(id) ?? id,
    provider: false,
    enabled: !preferences.disabledEmbeds.includes(id),
  }));
}

/** The ids of `rows` with the one at `index` swapped with its neighbour in `direction`. */
export function moved(
  rows: readonly OrderRow[],
  index: number,
  direction: 'up' | 'down',
): string[] {
  return dropped(rows, index, direction === 'up' ? index - 1 : index + 1);
}

/** The ids of `rows` with the one at `from` dragged to `to`. */
export function dropped(rows: readonly OrderRow[], from: number, to: number): string[] {
  return moveItem(
    rows.map((row) => row.id),
    from,
    to,
  );
}

/** `list` with `id` in it or not. */
export function toggled(list: readonly string[], id: string, present: boolean): string[] {
  const without = list.filter((item) => item !== id);
  return present ? [...without, id] : without;
}
