/**
 * The scraping progress list (spec doc 2 §4 "Scraping progress"): every source waits, then is
 * pending, then succeeds, fails or finds nothing; embeds a source discovers are listed under it.
 */

export type ScrapeItemStatus = 'waiting' | 'pending' | 'success' | 'failure' | 'notfound';

export interface ScrapeItem {
  id: string;
  status: ScrapeItemStatus;
  percentage: number;
  /** Why it failed, as the server said. */
  reason?: string;
}

export interface SourceProgress extends ScrapeItem {
  embeds: (ScrapeItem & { embedScraperId: string })[];
}

/** What the scraping API reports while it runs (CONTRACTS.md §3). */
export type ScrapeProgressEvent =
  | { type: 'init'; sourceIds: string[] }
  | { type: 'start'; id: string }
  | {
      type: 'update';
      id: string;
      percentage: number;
      status: Exclude<ScrapeItemStatus, 'waiting'>;
      reason?: string;
    }
  | { type: 'discoverEmbeds'; sourceId: string; embeds: { id: string; embedScraperId: string }[] };

const waiting = (id: string): ScrapeItem => ({ id, status: 'waiting', percentage: 0 });

/** `item` (a source or one of the embeds) changed by `change`, the rest as it was. */
function updateItem(
  list: SourceProgress[],
  id: string,
  change: (item: ScrapeItem) => ScrapeItem,
): SourceProgress[] {
  return list.map((source) =>
    source.id === id
      ? { ...source, ...change(source) }
      : source.embeds.some((embed) => embed.id === id)
        ? {
            ...source,
            embeds: source.embeds.map((embed) =>
              embed.id === id ? { ...embed, ...change(embed) } : embed,
            ),
          }
        : source,
  );
}

/**
 * The list after one event. When a source starts, the source still pending before it has
 * finished without saying so: it counts as a success (doc 2 §4). Events about unknown ids change
 * nothing: the list shows what the server announced.
 */
export function applyScrapeProgress(
  list: SourceProgress[],
  event: ScrapeProgressEvent,
): SourceProgress[] {
  switch (event.type) {
    case 'init':
      return event.sourceIds.map((id) => ({ ...waiting(id), embeds: [] }));
    case 'start': {
      const isSource = list.some((source) => source.id === event.id);
      const settled = isSource
        ? list.map((source) =>
            source.status === 'pending' && source.id !== event.id
              ? { ...source, status: 'success' as const, percentage: 100 }
              : source,
          )
        : list;
      return updateItem(settled, event.id, (item) => ({ ...item, status: 'pending' }));
    }
    case 'update':
      return updateItem(list, event.id, (item) => ({
        ...item,
        status: event.status,
        percentage: event.percentage,
        ...(event.reason !== undefined && { reason: event.reason }),
      }));
    case 'discoverEmbeds':
      return list.map((source) =>
        source.id === event.sourceId
          ? {
              ...source,
              embeds: [
                ...source.embeds,
                ...event.embeds
                  .filter((embed) => !source.embeds.some((known) => known.id === embed.id))
                  .map((embed) => ({ ...waiting(embed.id), embedScraperId: embed.embedScraperId })),
              ],
            }
          : source,
      );
  }
}

/**
 * What is being searched now, for the screen's status line: the pending embed or source (an
 * embed is searched after its source has found it), or null between steps.
 */
export function searchedNow(list: SourceProgress[]): ScrapeItem | null {
  const items = list.flatMap((source) => [source, ...source.embeds]);
  return items.findLast((item) => item.status === 'pending') ?? null;
}
