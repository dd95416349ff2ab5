import { and, assign, fromCallback, setup } from 'xstate';
import { feedUrlProblem, isAutoReadDays, pastAutoReadAge } from '../../domain/notifications.ts';
import type { CorsFetch } from '../../services/extension/fetcher.ts';
import { BUILT_IN_FEED, loadFeed } from '../../services/feeds/load.ts';
import type { FeedItem } from '../../services/feeds/parse.ts';
import { FeedError, type FeedProblem } from '../../services/feeds/problems.ts';
import type { StoreOf } from '../../services/storage/persistedStore.ts';
import type {
  autoReadDaysStore,
  customFeedsStore,
  readNotificationsStore,
} from '../../services/storage/stores/notifications.ts';
import { type FeedLoad, type ListedItem, listedItems } from './feedList.ts';

export interface NotificationStores {
  read: StoreOf<typeof readNotificationsStore>;
  autoReadDays: StoreOf<typeof autoReadDaysStore>;
  customFeeds: StoreOf<typeof customFeedsStore>;
}

export interface NotificationsInput {
  stores: NotificationStores;
  /** How feeds of other origins are fetched: the extension or a proxy (spec doc 3 §7). */
  corsFetch: CorsFetch;
}

interface NotificationsContext extends NotificationsInput {
  /** The built-in feed, then the custom ones in the order they were added. */
  feeds: FeedLoad[];
  /** The item the detail view shows. */
  opened: ListedItem | null;
}

type NotificationsEvent =
  /** The modal opened: it starts at the list. */
  | { type: 'notifications.shown' }
  | { type: 'notifications.settings' }
  | { type: 'notifications.back' }
  | { type: 'notifications.retry' }
  | { type: 'notification.open'; guid: string }
  | { type: 'notification.markRead'; guid: string }
  | { type: 'notification.markUnread'; guid: string }
  | { type: 'notifications.markAllRead' }
  | { type: 'notifications.markAllUnread' }
  /** A whole number of days from 1 to 365; anything else is refused (the view says why). */
  | { type: 'settings.autoReadDays'; days: number }
  | { type: 'settings.feedAdded'; url: string }
  | { type: 'settings.feedRemoved'; url: string }
  | { type: 'feed.loaded'; url: string; items: FeedItem[]; total: number }
  | { type: 'feed.failed'; url: string; problem: FeedProblem };

/** How long a feed may take (the `feedTimeout` delay): not in the spec, which sets no limit. */
export const FEED_TIMEOUT_MS = 15_000;

const replaced = (feeds: readonly FeedLoad[], next: FeedLoad) =>
  feeds.map((feed) => (feed.url === next.url && feed.status === 'loading' ? next : feed));

const loadedItems = (feeds: readonly FeedLoad[]) =>
  feeds.flatMap((feed) => (feed.status === 'loaded' ? feed.items : []));

/**
 * The notifications (spec doc 3 §2, §4, §5): the built-in feed and the custom ones load each on
 * its own, so one that fails (or does not answer in 15 s) says why without hiding the others;
 * items past the auto-read age are marked read as they load. The modal's views: the list, an
 * item's detail (opening marks it read), the settings.
 */
export const notificationsMachine = setup({
  types: {
    input: {} as NotificationsInput,
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    children: {} as { loadFeeds: 'loadFeeds' },
  },
  actors: {
    /** Loads every feed given at once; each one's outcome comes back as soon as it is known. */
    loadFeeds: fromCallback<NotificationsEvent, { urls: string[]; corsFetch: CorsFetch }>(
      ({ input: { urls, corsFetch }, sendBack }) => {
        const controller = new AbortController();
        for (const url of urls) {
          loadFeed(url, { corsFetch, signal: controller.signal }).then(
            ({ items, total }) => sendBack({ type: 'feed.loaded', url, items, total }),
            (error: unknown) => {
              if (controller.signal.aborted) return;
              if (!(error instanceof FeedError)) console.error(`The feed ${url} failed`, error);
              const problem: FeedProblem =
                error instanceof FeedError
                  ? error.problem
                  : { kind: 'other', message: error instanceof Error ? error.message : `${error}` };
              sendBack({ type: 'feed.failed', url, problem });
            },
          );
        }
        return () => controller.abort();
      },
    ),
  },
  guards: {
    allSettled: ({ context }) => context.feeds.every((feed) => feed.status !== 'loading'),
    anyItems: ({ context }) => listedItems(context.feeds).length > 0,
    anyFailed: ({ context }) => context.feeds.some((feed) => feed.status === 'failed'),
    listed: ({ context, event }) =>
      event.type === 'notification.open' &&
      listedItems(context.feeds).some((item) => item.guid === event.guid),
    validDays: ({ event }) => event.type === 'settings.autoReadDays' && isAutoReadDays(event.days),
    newFeed: ({ context, event }) =>
      event.type === 'settings.feedAdded' &&
      feedUrlProblem(
        event.url,
        context.feeds.map((feed) => feed.url),
      ) === null,
    customFeed: ({ context, event }) =>
      event.type === 'settings.feedRemoved' &&
      event.url !== BUILT_IN_FEED &&
      context.feeds.some((feed) => feed.url === event.url),
  },
  actions: {
    recordLoaded: assign({
      feeds: ({ context, event }) =>
        event.type === 'feed.loaded'
          ? replaced(context.feeds, {
              url: event.url,
              status: 'loaded',
              items: event.items,
              total: event.total,
            })
          : context.feeds,
    }),
    recordFailed: assign({
      feeds: ({ context, event }) =>
        event.type === 'feed.failed'
          ? replaced(context.feeds, { url: event.url, status: 'failed', problem: event.problem })
          : context.feeds,
    }),
    timeOutRemaining: assign({
      feeds: ({ context }) =>
        context.feeds.map((feed) =>
          feed.status === 'loading'
            ? { url: feed.url, status: 'failed', problem: { kind: 'timeout' } }
            : feed,
        ),
    }),
    retryFailed: assign({
      feeds: ({ context }) =>
        context.feeds.map((feed) =>
          feed.status === 'failed' ? { url: feed.url, status: 'loading' } : feed,
        ),
    }),
    addFeed: assign({
      feeds: ({ context, event }) =>
        event.type === 'settings.feedAdded'
          ? [...context.feeds, { url: event.url.trim(), status: 'loading' }]
          : context.feeds,
    }),
    storeAddedFeed: ({ context, event }) => {
      if (event.type === 'settings.feedAdded')
        context.stores.customFeeds.trigger.added({ url: event.url.trim() });
    },
    removeFeed: assign({
      feeds: ({ context, event }) =>
        event.type === 'settings.feedRemoved'
          ? context.feeds.filter((feed) => feed.url !== event.url)
          : context.feeds,
    }),
    storeRemovedFeed: ({ context, event }) => {
      if (event.type === 'settings.feedRemoved')
        context.stores.customFeeds.trigger.removed({ url: event.url });
    },
    /** Items past the auto-read age count as read (spec doc 3 §4). */
    autoRead: ({ context }) => {
      const { days } = context.stores.autoReadDays.getSnapshot().context;
      const now = Date.now();
      const old = loadedItems(context.feeds).filter((item) =>
        pastAutoReadAge(item.published, days, now),
      );
      if (old.length > 0) {
        context.stores.read.trigger.marked({ guids: old.map((item) => item.guid), read: true });
      }
    },
    storeDays: ({ context, event }) => {
      if (event.type === 'settings.autoReadDays')
        context.stores.autoReadDays.trigger.changed({ days: event.days });
    },
    open: assign({
      opened: ({ context, event }) =>
        event.type === 'notification.open'
          ? (listedItems(context.feeds).find((item) => item.guid === event.guid) ?? null)
          : null,
    }),
    close: assign({ opened: null }),
    markRead: ({ context, event }) => {
      if ('guid' in event) context.stores.read.trigger.marked({ guids: [event.guid], read: true });
    },
    markUnread: ({ context, event }) => {
      if ('guid' in event) context.stores.read.trigger.marked({ guids: [event.guid], read: false });
    },
    markAll: ({ context }, { read }: { read: boolean }) => {
      const guids = listedItems(context.feeds).map((item) => item.guid);
      context.stores.read.trigger.marked({ guids, read });
    },
  },
  delays: {
    /** A feed that has not answered by then fails, so the list stops waiting for it. */
    feedTimeout: FEED_TIMEOUT_MS,
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    ...input,
    feeds: [BUILT_IN_FEED, ...input.stores.customFeeds.getSnapshot().context.urls].map((url) => ({
      url,
      status: 'loading' as const,
    })),
    opened: null,
  }),
  type: 'parallel',
  on: {
    'notification.markRead': { actions: 'markRead' },
    'notification.markUnread': { actions: 'markUnread' },
    'notifications.markAllRead': { actions: { type: 'markAll', params: { read: true } } },
    'notifications.markAllUnread': { actions: { type: 'markAll', params: { read: false } } },
  },
  states: {
    feeds: {
      initial: 'loading',
      on: {
        'settings.feedAdded': {
          guard: 'newFeed',
          target: '.loading',
          actions: ['addFeed', 'storeAddedFeed'],
        },
        'settings.feedRemoved': {
          guard: 'customFeed',
          target: '.loading',
          actions: ['removeFeed', 'storeRemovedFeed'],
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadFeeds',
            src: 'loadFeeds',
            input: ({ context }) => ({
              urls: context.feeds.filter((feed) => feed.status === 'loading').map((f) => f.url),
              corsFetch: context.corsFetch,
            }),
          },
          on: {
            'feed.loaded': { actions: ['recordLoaded', 'autoRead'] },
            'feed.failed': { actions: 'recordFailed' },
          },
          after: { feedTimeout: { actions: 'timeOutRemaining' } },
          always: [
            { guard: and(['allSettled', 'anyItems']), target: 'loaded' },
            { guard: and(['allSettled', 'anyFailed']), target: 'failed' },
            { guard: 'allSettled', target: 'empty' },
          ],
        },
        /** Some items; feeds that failed say so beside them, and can be tried again. */
        loaded: {
          on: {
            'notifications.retry': {
              guard: 'anyFailed',
              target: 'loading',
              actions: 'retryFailed',
            },
          },
        },
        /** "No notifications available". */
        empty: {},
        /** "Failed to load notifications" with each feed's reason, and Try again. */
        failed: {
          on: { 'notifications.retry': { target: 'loading', actions: 'retryFailed' } },
        },
      },
    },
    view: {
      initial: 'list',
      on: { 'notifications.shown': '.list' },
      states: {
        list: {
          on: {
            'notification.open': {
              guard: 'listed',
              target: 'detail',
              actions: ['open', 'markRead'],
            },
            'notifications.settings': 'settings',
          },
        },
        detail: {
          exit: 'close',
          on: {
            'notifications.back': 'list',
            'notification.markUnread': { target: 'list', actions: 'markUnread' },
          },
        },
        settings: {
          on: {
            'notifications.back': 'list',
            'settings.autoReadDays': { guard: 'validDays', actions: ['storeDays', 'autoRead'] },
          },
        },
      },
    },
  },
});
