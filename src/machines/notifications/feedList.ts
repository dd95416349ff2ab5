import { newestFirst } from '../../domain/notifications.ts';
import type { FeedItem } from '../../services/feeds/parse.ts';
import type { FeedProblem } from '../../services/feeds/problems.ts';

/** One feed as the notifications machine knows it: asked, loaded, or failed with a reason. */
export type FeedLoad =
  | { url: string; status: 'loading' }
  | { url: string; status: 'loaded'; items: FeedItem[]; total: number }
  | { url: string; status: 'failed'; problem: FeedProblem };

/** An item of the list, with the feed it came from (its source, spec doc 3 §3). */
export interface ListedItem extends FeedItem {
  feedUrl: string;
}

const listed = new WeakMap<readonly FeedLoad[], ListedItem[]>();

/**
 * The items of every loaded feed as one list, newest first (undated ones last); an item two feeds
 * share shows once, from the first. Computed once per change of the feeds.
 */
export function listedItems(feeds: readonly FeedLoad[]): ListedItem[] {
  const known = listed.get(feeds);
  if (known) return known;
  const seen = new Set<string>();
  const items: ListedItem[] = [];
  for (const feed of feeds) {
    if (feed.status !== 'loaded') continue;
    for (const item of feed.items) {
      if (seen.has(item.guid)) continue;
      seen.add(item.guid);
      items.push({ ...item, feedUrl: feed.url });
    }
  }
  items.sort(newestFirst);
  listed.set(feeds, items);
  return items;
}

/** How many listed items are not among the read guids. */
export function unreadCount(items: readonly ListedItem[], read: readonly string[]): number {
  const readSet = new Set(read);
  return items.reduce((count, item) => (readSet.has(item.guid) ? count : count + 1), 0);
}
