import '../../src/i18n/english/notifications.ts';
import '../../src/ui/styles.css';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { type AnyActorLogic, createActor, fromCallback } from 'xstate';
import { notificationsMachine } from '../../src/machines/notifications/notifications.machine.ts';
import { BUILT_IN_FEED } from '../../src/services/feeds/load.ts';
import type { FeedItem } from '../../src/services/feeds/parse.ts';
import { parseFeed } from '../../src/services/feeds/parse.ts';
import { createPersistedStore } from '../../src/services/storage/persistedStore.ts';
import {
  autoReadDaysStore,
  customFeedsStore,
  readNotificationsStore,
} from '../../src/services/storage/stores/notifications.ts';
import { NotificationList } from '../../src/ui/notifications/NotificationList.tsx';

/**
 * The page `npm run bench:feed` builds and opens in Chromium: the notifications' own parser and
 * list view, timed on a feed the bench hands in.
 */

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

/** A notifications actor whose built-in feed "loads" these items at once. */
function actorWith(items: FeedItem[], total: number) {
  const storage = memoryStorage();
  const stores = {
    read: createPersistedStore(readNotificationsStore, { storage }),
    autoReadDays: createPersistedStore(autoReadDaysStore, { storage }),
    customFeeds: createPersistedStore(customFeedsStore, { storage }),
  };
  const loadFeeds = fromCallback(({ sendBack }) => {
    sendBack({ type: 'feed.loaded', url: BUILT_IN_FEED, items, total });
  });
  const machine = notificationsMachine.provide({
    actors: { loadFeeds: loadFeeds as unknown as AnyActorLogic as never },
  });
  const actor = createActor(machine, { input: { stores, corsFetch: fetch } }).start();
  return { actor, stores };
}

/** Renders the modal's list of `items` into the page; ms from the render to its layout done. */
function renderList(items: FeedItem[], total: number): { ms: number; rows: number } {
  const { actor, stores } = actorWith(items, total);
  const modal = document.createElement('div');
  modal.className = 'modal';
  modal.style.position = 'static';
  const scroller = document.createElement('div');
  scroller.className = 'notifications';
  modal.append(scroller);
  document.body.replaceChildren(modal);
  const root = createRoot(scroller);
  const start = performance.now();
  flushSync(() =>
    root.render(
      <NotificationList
        actor={actor}
        readStore={stores.read}
        returnTo={{ current: null }}
        shown={50}
        onShowMore={() => {}}
      />,
    ),
  );
  // Style and layout of what was rendered, as the first frame would need them.
  scroller.getBoundingClientRect();
  const ms = performance.now() - start;
  const rows = scroller.querySelectorAll('li').length;
  root.unmount();
  actor.stop();
  return { ms, rows };
}

declare global {
  interface Window {
    feedBench: typeof feedBench;
  }
}

const feedBench = {
  /** Parses the feed, then renders the list of what was kept. */
  parseAndRender(xml: string) {
    const start = performance.now();
    const { items, total } = parseFeed(xml, 'https://news.example/feed.xml');
    const parseMs = performance.now() - start;
    return { parseMs, kept: items.length, total, ...renderList(items, total) };
  },
  /** Renders a list of `count` items (as if none were dropped), to see the list's own cost. */
  renderMany(xml: string, count: number) {
    const { items } = parseFeed(xml, 'https://news.example/feed.xml');
    const many = Array.from({ length: count }, (_, index) => {
      const item = items[index % items.length] as FeedItem;
      return { ...item, guid: `${item.guid}-${index}` };
    });
    return renderList(many, count);
  },
};
window.feedBench = feedBench;
