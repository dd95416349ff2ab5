// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock, type SnapshotFrom, waitFor } from 'xstate';
import { listedItems, unreadCount } from '../../../src/machines/notifications/feedList.ts';
import {
  type NotificationStores,
  notificationsMachine,
} from '../../../src/machines/notifications/notifications.machine.ts';
import { createCorsFetch } from '../../../src/services/extension/fetcher.ts';
import { BUILT_IN_FEED } from '../../../src/services/feeds/load.ts';
import { parseFeed } from '../../../src/services/feeds/parse.ts';
import { createPersistedStore } from '../../../src/services/storage/persistedStore.ts';
import {
  autoReadDaysStore,
  customFeedsStore,
  readNotificationsStore,
} from '../../../src/services/storage/stores/notifications.ts';
import { rss, rssItem } from '../../services/feeds/feeds.ts';
import { eventually } from '../../support/eventually.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';
import { holdRequests } from '../../support/network.ts';

const DAY = 86_400_000;
const PROXY = 'https://proxy.example';
const CUSTOM = 'https://news.example/feed.xml';
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toUTCString();

/** The built-in feed: one item of 3 days ago, one of 30 (past the 14-day auto-read age). */
const BUILT_IN_XML = rss([
  rssItem({ guid: 'fresh', title: 'Fresh', pubDate: daysAgo(3), category: 'feature' }),
  rssItem({ guid: 'old', title: 'Old', pubDate: daysAgo(30), category: 'update' }),
]);
const CUSTOM_XML = rss([rssItem({ guid: 'news', title: 'News', pubDate: daysAgo(1) })]);
const EMPTY_XML = rss([]);

/** What the machine makes of each answer (the walk's events carry the same). */
const parsed = (xml: string, url: string) => parseFeed(xml, new URL(url, location.href).href);
const BUILT_IN = parsed(BUILT_IN_XML, BUILT_IN_FEED);
const CUSTOM_FEED = parsed(CUSTOM_XML, CUSTOM);

/** A browser profile (its local storage) and the feeds' servers, answered by the test. */
function notificationsSystem(storage = memoryStorage()) {
  const stores: NotificationStores = {
    read: createPersistedStore(readNotificationsStore, { storage }),
    autoReadDays: createPersistedStore(autoReadDaysStore, { storage }),
    customFeeds: createPersistedStore(customFeedsStore, { storage }),
  };
  const servers: Record<string, ReturnType<typeof holdRequests>> = {
    [BUILT_IN_FEED]: holdRequests('get', BUILT_IN_FEED),
    // A custom feed is asked through the proxy.
    [CUSTOM]: holdRequests('get', `${PROXY}/`),
  };
  return {
    system: {
      stores,
      servers,
      storage,
      /** The item opened by the step just taken. */
      justOpened: null as string | null,
      /** Whether any item was marked unread by hand on the way. */
      markedUnread: false,
    },
    input: { stores, corsFetch: createCorsFetch({ proxyUrls: [PROXY] }) },
  };
}
type System = ReturnType<typeof notificationsSystem>['system'];
type Snapshot = SnapshotFrom<typeof notificationsMachine>;

const readGuids = (system: System) => system.stores.read.getSnapshot().context.guids;

/** The events of the walk: a feed's answer while it loads, else what a user does. */
function events(snapshot: Snapshot) {
  const { feeds } = snapshot.context;
  if (snapshot.matches({ feeds: 'loading' })) {
    return feeds.flatMap((feed) => {
      if (feed.status !== 'loading') return [];
      const answers = [
        {
          type: 'feed.failed' as const,
          url: feed.url,
          problem: { kind: 'http' as const, status: 500 },
        },
      ];
      if (feed.url === CUSTOM)
        return [{ type: 'feed.loaded' as const, url: CUSTOM, ...CUSTOM_FEED }, ...answers];
      return [
        { type: 'feed.loaded' as const, url: feed.url, ...BUILT_IN },
        { type: 'feed.loaded' as const, url: feed.url, items: [], total: 0 },
        ...answers,
      ];
    });
  }
  return [
    { type: 'notifications.retry' as const },
    { type: 'notifications.shown' as const },
    { type: 'notifications.settings' as const },
    { type: 'notifications.back' as const },
    { type: 'notification.open' as const, guid: 'fresh' },
    { type: 'notification.markRead' as const, guid: 'fresh' },
    { type: 'notification.markUnread' as const, guid: 'fresh' },
    { type: 'notifications.markAllRead' as const },
    { type: 'notifications.markAllUnread' as const },
    ...(snapshot.matches({ view: 'settings' })
      ? [
          { type: 'settings.autoReadDays' as const, days: 2 },
          { type: 'settings.autoReadDays' as const, days: 366 },
          { type: 'settings.feedAdded' as const, url: CUSTOM },
          { type: 'settings.feedAdded' as const, url: 'news.example/feed' },
          { type: 'settings.feedRemoved' as const, url: CUSTOM },
          { type: 'settings.feedRemoved' as const, url: BUILT_IN_FEED },
        ]
      : []),
  ];
}

const walks = transitionTests({
  machine: notificationsMachine,
  input: notificationsSystem().input,
  system: notificationsSystem,
  events,
  // The views' events once the feeds are in; the custom feed only from the settings, while the
  // built-in one has loaded (each transition is still reached).
  allow: (snapshot, event) => {
    const builtIn = snapshot.context.feeds[0];
    if (event.type.startsWith('settings.feed')) return builtIn?.status === 'loaded';
    if (event.type.startsWith('notification')) return !snapshot.matches({ feeds: 'loading' });
    return true;
  },
  perform: {
    'feed.loaded': ({ servers }, _, event) => {
      const { url, items } = event as unknown as { url: string; items: unknown[] };
      const xml = url === CUSTOM ? CUSTOM_XML : items.length > 0 ? BUILT_IN_XML : EMPTY_XML;
      servers[url]?.respond(200, xml);
    },
    'feed.failed': ({ servers }, _, event) =>
      servers[(event as unknown as { url: string }).url]?.respond(500, 'Down'),
    'notification.open': (system, actor, event) => {
      system.justOpened = (event as unknown as { guid: string }).guid;
      actor.send(event as never);
    },
    'notification.markUnread': (system, actor, event) => {
      system.markedUnread = true;
      actor.send(event as never);
    },
    'notifications.markAllUnread': (system, actor, event) => {
      system.markedUnread = true;
      actor.send(event as never);
    },
  },
  assert: {
    // Every feed still loading is being asked; the custom one through the proxy.
    'feeds.loading': async ({ servers }, actor) => {
      for (const feed of actor.getSnapshot().context.feeds) {
        const server = servers[feed.url];
        if (feed.status === 'loading' && server) {
          await eventually(() => expect(server.pending).toBeGreaterThan(0), { interval: 2 });
        }
      }
    },
    // The item opened is the one asked for, and it is read.
    'view.detail': (system, actor) => {
      const { opened } = actor.getSnapshot().context;
      if (system.justOpened === null) return;
      expect(opened?.guid).toBe(system.justOpened);
      expect(readGuids(system)).toContain(system.justOpened);
    },
  },
  invariant: (system, actor) => {
    system.justOpened = null;
    const { feeds } = actor.getSnapshot().context;
    // Items past the auto-read age are read as soon as they are in (until marked unread).
    if (!system.markedUnread && listedItems(feeds).some((item) => item.guid === 'old'))
      expect(readGuids(system)).toContain('old');
    // The custom feeds listed are the ones stored: a reload lists the same.
    expect(system.stores.customFeeds.getSnapshot().context.urls).toEqual(
      feeds.slice(1).map((feed) => feed.url),
    );
  },
});

describe('notifications machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

/** A started machine on a profile, with the feeds' servers, on a simulated clock. */
function start(storage = memoryStorage(), prepare?: (system: System) => void) {
  const { system, input } = notificationsSystem(storage);
  prepare?.(system);
  const clock = new SimulatedClock();
  const actor = createActor(notificationsMachine, { input, clock }).start();
  return { system, actor, clock };
}

const settled = (actor: Actor<typeof notificationsMachine>) =>
  waitFor(actor, (snapshot) => !snapshot.matches({ feeds: 'loading' }));

const unread = (system: System, actor: Actor<typeof notificationsMachine>) =>
  unreadCount(listedItems(actor.getSnapshot().context.feeds), readGuids(system));

describe('notifications: feeds (spec doc 3 §4, §5, §7, §8)', () => {
  it('shows a feed that loaded beside one that failed, and tries only the failed one again', async () => {
    const { system, actor } = start(memoryStorage(), ({ stores }) =>
      stores.customFeeds.trigger.added({ url: CUSTOM }),
    );
    system.servers[BUILT_IN_FEED]?.respond(200, BUILT_IN_XML);
    system.servers[CUSTOM]?.respond(502, 'Bad gateway');
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ feeds: 'loaded', view: 'list' });
    expect(listedItems(snapshot.context.feeds).map((item) => item.guid)).toEqual(['fresh', 'old']);
    expect(snapshot.context.feeds[1]).toEqual({
      url: CUSTOM,
      status: 'failed',
      problem: { kind: 'http', status: 502 },
    });

    actor.send({ type: 'notifications.retry' });
    system.servers[CUSTOM]?.respond(200, CUSTOM_XML);
    const again = await waitFor(actor, (s) => s.context.feeds[1]?.status === 'loaded');
    expect(listedItems(again.context.feeds).map((item) => item.guid)).toEqual([
      'news',
      'fresh',
      'old',
    ]);
    expect(system.servers[BUILT_IN_FEED]?.received).toBe(1);
    actor.stop();
  });

  it('gives up on a feed after 15 s without hiding the others', async () => {
    const { system, actor, clock } = start(memoryStorage(), ({ stores }) =>
      stores.customFeeds.trigger.added({ url: CUSTOM }),
    );
    system.servers[CUSTOM]?.respond(200, CUSTOM_XML);
    await waitFor(actor, (s) => s.context.feeds[1]?.status === 'loaded');
    clock.increment(14_999);
    expect(actor.getSnapshot().matches({ feeds: 'loading' })).toBe(true);
    clock.increment(1);
    const snapshot = await settled(actor);
    expect(snapshot.value).toMatchObject({ feeds: 'loaded' });
    expect(snapshot.context.feeds[0]).toEqual({
      url: BUILT_IN_FEED,
      status: 'failed',
      problem: { kind: 'timeout' },
    });
    // The request was given up, not left to answer later.
    expect(system.servers[BUILT_IN_FEED]?.requests[0]?.signal.aborted).toBe(true);
    actor.stop();
  });

  it('is empty when the feeds have no items, and failed when none loaded', async () => {
    const empty = start();
    empty.system.servers[BUILT_IN_FEED]?.respond(200, EMPTY_XML);
    expect((await settled(empty.actor)).value).toMatchObject({ feeds: 'empty' });
    empty.actor.stop();

    const failed = start();
    failed.system.servers[BUILT_IN_FEED]?.respond(200, '<!doctype html><p>Not a feed<br>');
    const snapshot = await settled(failed.actor);
    expect(snapshot.value).toMatchObject({ feeds: 'failed' });
    expect(snapshot.context.feeds[0]).toMatchObject({ problem: { kind: 'notXml' } });
    failed.actor.stop();
  });

  it('adds a custom feed from the settings, fetched through the proxy, and removes it', async () => {
    const storage = memoryStorage();
    const { system, actor } = start(storage);
    system.servers[BUILT_IN_FEED]?.respond(200, BUILT_IN_XML);
    await settled(actor);
    actor.send({ type: 'notifications.settings' });
    for (const url of ['news.example/feed', 'ftp://news.example/feed.xml', BUILT_IN_FEED, '  ']) {
      actor.send({ type: 'settings.feedAdded', url });
    }
    expect(actor.getSnapshot().context.feeds).toHaveLength(1);

    actor.send({ type: 'settings.feedAdded', url: ` ${CUSTOM} ` });
    system.servers[CUSTOM]?.respond(200, CUSTOM_XML);
    await waitFor(actor, (s) => s.context.feeds[1]?.status === 'loaded');
    const [request] = system.servers[CUSTOM]?.requests ?? [];
    expect(new URL(request?.url ?? '').searchParams.get('destination')).toBe(CUSTOM);
    // The built-in feed stayed as it was: not asked again.
    expect(system.servers[BUILT_IN_FEED]?.received).toBe(1);
    // A reload lists it.
    expect(start(storage).system.stores.customFeeds.getSnapshot().context.urls).toEqual([CUSTOM]);

    actor.send({ type: 'settings.feedAdded', url: CUSTOM });
    expect(actor.getSnapshot().context.feeds).toHaveLength(2);
    actor.send({ type: 'settings.feedRemoved', url: CUSTOM });
    expect(listedItems(actor.getSnapshot().context.feeds).map((item) => item.guid)).toEqual([
      'fresh',
      'old',
    ]);
    expect(system.stores.customFeeds.getSnapshot().context.urls).toEqual([]);
    actor.stop();
  });
});

describe('notifications: read state (spec doc 3 §4, §5, §9)', () => {
  it('counts items past 14 days as read on load, and the new age at once when changed', async () => {
    const { system, actor } = start();
    system.servers[BUILT_IN_FEED]?.respond(200, BUILT_IN_XML);
    await settled(actor);
    expect(readGuids(system)).toEqual(['old']);
    expect(unread(system, actor)).toBe(1);

    actor.send({ type: 'notifications.settings' });
    actor.send({ type: 'settings.autoReadDays', days: 0 });
    actor.send({ type: 'settings.autoReadDays', days: 2.5 });
    expect(system.stores.autoReadDays.getSnapshot().context.days).toBe(14);
    actor.send({ type: 'settings.autoReadDays', days: 2 });
    expect(system.stores.autoReadDays.getSnapshot().context.days).toBe(2);
    expect(unread(system, actor)).toBe(0);
    actor.stop();
  });

  it('reads an item when it opens; marks one unread, or all read and unread', async () => {
    const storage = memoryStorage();
    const { system, actor } = start(storage, ({ stores }) =>
      stores.autoReadDays.trigger.changed({ days: 365 }),
    );
    system.servers[BUILT_IN_FEED]?.respond(200, BUILT_IN_XML);
    await settled(actor);
    expect(unread(system, actor)).toBe(2);

    actor.send({ type: 'notification.open', guid: 'fresh' });
    expect(actor.getSnapshot().value).toMatchObject({ view: 'detail' });
    expect(actor.getSnapshot().context.opened?.title).toBe('Fresh');
    expect(unread(system, actor)).toBe(1);
    // The read state outlives the page.
    expect(start(storage).system.stores.read.getSnapshot().context.guids).toEqual(['fresh']);

    actor.send({ type: 'notification.markUnread', guid: 'fresh' });
    expect(actor.getSnapshot().value).toMatchObject({ view: 'list' });
    expect(unread(system, actor)).toBe(2);

    actor.send({ type: 'notification.markRead', guid: 'old' });
    expect(readGuids(system)).toEqual(['old']);
    actor.send({ type: 'notifications.markAllRead' });
    expect(unread(system, actor)).toBe(0);
    actor.send({ type: 'notifications.markAllUnread' });
    expect(unread(system, actor)).toBe(2);
    actor.stop();
  });

  it('opens only an item of the list', async () => {
    const { system, actor } = start();
    system.servers[BUILT_IN_FEED]?.respond(200, BUILT_IN_XML);
    await settled(actor);
    actor.send({ type: 'notification.open', guid: 'gone' });
    expect(actor.getSnapshot().value).toMatchObject({ view: 'list' });
    expect(readGuids(system)).toEqual(['old']);
    actor.stop();
  });
});
