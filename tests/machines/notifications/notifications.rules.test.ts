// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, SimulatedClock, waitFor } from 'xstate';
import { listedItems } from '../../../src/machines/notifications/feedList.ts';
import {
  type NotificationStores,
  notificationsMachine,
} from '../../../src/machines/notifications/notifications.machine.ts';
import { createCorsFetch } from '../../../src/services/extension/fetcher.ts';
import { BUILT_IN_FEED } from '../../../src/services/feeds/load.ts';
import { createPersistedStore } from '../../../src/services/storage/persistedStore.ts';
import {
  autoReadDaysStore,
  customFeedsStore,
  readNotificationsStore,
} from '../../../src/services/storage/stores/notifications.ts';
import { rss, rssItem } from '../../services/feeds/feeds.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { holdRequests } from '../../support/network.ts';

/**
 * The notifications modal (spec doc 3 §2, §4, §5), stated against the real machine, the real feed
 * loading (its servers answered by the test) and real stores. What the modal reads: which view
 * shows (`view.list`, `view.detail`, `view.settings`), whether the list is loading, empty or
 * failed (`feeds.*`), each feed's outcome and the items listed; what is stored: the custom feeds.
 */
const PROXY = 'https://proxy.example';
const CUSTOM = 'https://news.example/feed.xml';
const BUILT_IN_XML = rss([
  rssItem({ guid: 'fresh', title: 'Fresh', pubDate: new Date().toUTCString() }),
]);
const CUSTOM_XML = rss([
  rssItem({ guid: 'news', title: 'News', pubDate: new Date().toUTCString() }),
]);

let actor: Actor<typeof notificationsMachine> | undefined;
afterEach(() => actor?.stop());

/** The modal on a fresh profile (with these custom feeds stored), its feeds' servers held. */
function modal(customFeeds: string[] = [], corsFetch = createCorsFetch({ proxyUrls: [PROXY] })) {
  const storage = memoryStorage();
  const stores: NotificationStores = {
    read: createPersistedStore(readNotificationsStore, { storage }),
    autoReadDays: createPersistedStore(autoReadDaysStore, { storage }),
    customFeeds: createPersistedStore(customFeedsStore, { storage }),
  };
  for (const url of customFeeds) stores.customFeeds.trigger.added({ url });
  const builtIn = holdRequests('get', BUILT_IN_FEED);
  // A custom feed is asked through the proxy.
  const custom = holdRequests('get', `${PROXY}/`);
  const clock = new SimulatedClock();
  const running = createActor(notificationsMachine, {
    input: { stores, corsFetch },
    clock,
  }).start();
  actor = running;
  return {
    actor: running,
    clock,
    stores,
    builtIn,
    custom,
    view: () => (running.getSnapshot().value as { view: string }).view,
    list: () => (running.getSnapshot().value as { feeds: string }).feeds,
    listed: () => listedItems(running.getSnapshot().context.feeds).map((item) => item.guid),
    read: () => stores.read.getSnapshot().context.guids,
    settled: () =>
      waitFor(running, (snapshot) => !snapshot.matches({ feeds: 'loading' }), { timeout: 2_000 }),
  };
}

describe('notifications: the views of the modal', () => {
  it('opens at the list again, whichever view it was closed on', async () => {
    const m = modal();
    m.builtIn.respond(200, BUILT_IN_XML);
    await m.settled();
    m.actor.send({ type: 'notifications.settings' });
    expect(m.view()).toBe('settings');
    m.actor.send({ type: 'notifications.shown' });
    expect(m.view()).toBe('list');
    m.actor.send({ type: 'notification.open', guid: 'fresh' });
    expect(m.view()).toBe('detail');
    m.actor.send({ type: 'notifications.shown' });
    expect(m.view()).toBe('list');
  });

  it('goes back to the list from an item and from the settings', async () => {
    const m = modal();
    m.builtIn.respond(200, BUILT_IN_XML);
    await m.settled();
    m.actor.send({ type: 'notification.open', guid: 'fresh' });
    m.actor.send({ type: 'notifications.back' });
    expect(m.view()).toBe('list');
    m.actor.send({ type: 'notifications.settings' });
    m.actor.send({ type: 'notifications.back' });
    expect(m.view()).toBe('list');
  });
});

describe('notifications: read and unread', () => {
  it('marks an item unread again from the list: it counts as unread once more', async () => {
    const m = modal();
    m.builtIn.respond(200, BUILT_IN_XML);
    await m.settled();
    m.actor.send({ type: 'notification.open', guid: 'fresh' });
    m.actor.send({ type: 'notifications.back' });
    expect(m.read()).toEqual(['fresh']);
    m.actor.send({ type: 'notification.markUnread', guid: 'fresh' });
    expect(m.view()).toBe('list');
    expect(m.read()).toEqual([]);
  });
});

describe('notifications: Try again', () => {
  it('asks every feed again when none loaded, and lists what comes', async () => {
    // A feed's failure is the feed's, said in the list: no error of the code for the console.
    const logged = vi.spyOn(console, 'error');
    const m = modal([CUSTOM]);
    m.builtIn.respond(503, 'Down');
    m.custom.respond(503, 'Down');
    await m.settled();
    expect(m.list()).toBe('failed');
    m.actor.send({ type: 'notifications.retry' });
    expect(m.list()).toBe('loading');
    m.builtIn.respond(200, BUILT_IN_XML);
    m.custom.respond(200, CUSTOM_XML);
    await m.settled();
    expect(m.list()).toBe('loaded');
    expect(m.listed().sort()).toEqual(['fresh', 'news']);
    expect([m.builtIn.received, m.custom.received]).toEqual([2, 2]);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('notifications: the custom feeds of the settings', () => {
  it('keeps the built-in feed: it cannot be removed', async () => {
    const m = modal();
    m.builtIn.respond(200, BUILT_IN_XML);
    await m.settled();
    m.actor.send({ type: 'notifications.settings' });
    m.actor.send({ type: 'settings.feedRemoved', url: BUILT_IN_FEED });
    expect(m.actor.getSnapshot().context.feeds.map((feed) => feed.url)).toEqual([BUILT_IN_FEED]);
    expect(m.listed()).toEqual(['fresh']);
  });

  it('says "No notifications available" once the only feed with items is removed', async () => {
    const m = modal([CUSTOM]);
    m.builtIn.respond(200, rss([]));
    m.custom.respond(200, CUSTOM_XML);
    await m.settled();
    expect(m.list()).toBe('loaded');
    m.actor.send({ type: 'notifications.settings' });
    m.actor.send({ type: 'settings.feedRemoved', url: CUSTOM });
    expect(m.listed()).toEqual([]);
    expect(m.list()).toBe('empty');
  });

  it('leaves the feeds alone when asked to remove one not listed: none is asked again', async () => {
    const m = modal([CUSTOM]);
    m.builtIn.respond(200, BUILT_IN_XML);
    await waitFor(m.actor, (s) => s.context.feeds[0]?.status === 'loaded');
    m.actor.send({ type: 'notifications.settings' });
    m.actor.send({ type: 'settings.feedRemoved', url: 'https://other.example/feed.xml' });
    m.custom.respond(200, CUSTOM_XML);
    await m.settled();
    expect(m.custom.received).toBe(1);
    expect(m.stores.customFeeds.getSnapshot().context.urls).toEqual([CUSTOM]);
  });
});

describe('notifications: a feed that cannot be loaded', () => {
  it('says why beside the others when its stored address is broken', async () => {
    const broken = 'http://[news.example/feed.xml';
    const error = (() => {
      try {
        new URL(broken);
      } catch (thrown) {
        return thrown as Error;
      }
    })();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = modal([broken]);
    m.builtIn.respond(200, BUILT_IN_XML);
    await m.settled();
    expect(m.list()).toBe('loaded');
    expect(m.actor.getSnapshot().context.feeds[1]).toEqual({
      url: broken,
      status: 'failed',
      problem: { kind: 'other', message: error?.message },
    });
    // An error of the code, not of the feed: told to developers too.
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('says the reason it was given, even one that is not an Error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The feed's download breaks off with a bare reason (a stream may be errored with anything).
    const broken = new ReadableStream({
      pull: (controller) => controller.error('Connection reset'),
    });
    const m = modal([CUSTOM], async () => new Response(broken));
    m.builtIn.respond(200, BUILT_IN_XML);
    await m.settled();
    expect(m.actor.getSnapshot().context.feeds[1]).toEqual({
      url: CUSTOM,
      status: 'failed',
      problem: { kind: 'other', message: 'Connection reset' },
    });
    logged.mockRestore();
  });

  it('is given up after 15 s without a word to the console: no error of the code', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = modal();
    m.clock.increment(15_000);
    await m.settled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(m.actor.getSnapshot().context.feeds[0]).toMatchObject({ problem: { kind: 'timeout' } });
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
