import { describe, expect, it } from 'vitest';
import { type FeedLoad, listedItems } from '../../../src/machines/notifications/feedList.ts';
import type { FeedItem } from '../../../src/services/feeds/parse.ts';

/**
 * The notifications' list (spec doc 3 §3, §4): the items of every loaded feed, newest first, each
 * with the feed it came from; what the list and the unread count of the header read.
 */
const DAY = 86_400_000;
const item = (guid: string, title: string, published: number): FeedItem => ({
  guid,
  title,
  link: null,
  description: '',
  preview: '',
  published,
  category: null,
});
const loaded = (url: string, items: FeedItem[]): FeedLoad => ({
  url,
  status: 'loaded',
  items,
  total: items.length,
});

describe('notifications: the list of items', () => {
  it('shows an item two feeds both carry once, from the feed listed first', () => {
    const shared = item('release-1.0', 'Version 1.0', 3 * DAY);
    const feeds = [
      loaded('/notifications.xml', [shared, item('tips', 'Tips', DAY)]),
      loaded('https://news.example/feed.xml', [{ ...shared, title: 'v1.0 is out' }]),
    ];
    expect(listedItems(feeds).map(({ guid, title, feedUrl }) => [guid, title, feedUrl])).toEqual([
      ['release-1.0', 'Version 1.0', '/notifications.xml'],
      ['tips', 'Tips', '/notifications.xml'],
    ]);
  });

  it('is the same list while the feeds stay as they are, so the views do not redraw it', () => {
    const feeds = [loaded('/notifications.xml', [item('tips', 'Tips', DAY)])];
    expect(listedItems(feeds)).toBe(listedItems(feeds));
    expect(listedItems([...feeds])).not.toBe(listedItems(feeds));
  });
});
