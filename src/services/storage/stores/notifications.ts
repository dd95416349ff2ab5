import {
  autoReadDaysSchema,
  customFeedsSchema,
  type ReadNotifications,
  readNotificationsSchema,
} from '../../../contracts/notifications.ts';
import { AUTO_READ_DAYS } from '../../../domain/notifications.ts';
import { definePersistedStore } from '../persistedStore.ts';

/**
 * The notifications' local settings (spec doc 3 §3), under the spec's keys. Not among the app's
 * stores (`createStores`): the notifications code, loaded after the home page, opens them with
 * `stores.opened`.
 */

/**
 * Read guids kept at most: the newest marks. Feeds keep 500 items each (services/feeds), so this
 * holds every item of ten feeds while old items of feeds long gone drop out.
 */
export const MAX_READ_GUIDS = 5_000;

function marked(context: ReadNotifications, guids: readonly string[], read: boolean) {
  const changed = new Set(guids);
  const others = context.guids.filter((guid) => !changed.has(guid));
  if (!read) return others.length === context.guids.length ? undefined : { guids: others };
  const known = new Set(context.guids);
  if (guids.every((guid) => known.has(guid))) return undefined;
  return { guids: [...others, ...changed].slice(-MAX_READ_GUIDS) };
}

export const readNotificationsStore = definePersistedStore({
  key: 'read-notifications',
  versions: [{ version: 0, schema: readNotificationsSchema, create: () => ({ guids: [] }) }],
  on: {
    marked: (context, { guids, read }: { guids: readonly string[]; read: boolean }) =>
      marked(context, guids, read),
  },
});

export const autoReadDaysStore = definePersistedStore({
  key: 'notification-auto-read-days',
  versions: [
    {
      version: 0,
      schema: autoReadDaysSchema,
      create: () => ({ days: AUTO_READ_DAYS.fallback }),
    },
  ],
  on: {
    changed: (context, { days }: { days: number }) =>
      context.days === days ? undefined : { days },
  },
});

export const customFeedsStore = definePersistedStore({
  key: 'notification-custom-feeds',
  versions: [{ version: 0, schema: customFeedsSchema, create: () => ({ urls: [] }) }],
  on: {
    added: (context, { url }: { url: string }) =>
      context.urls.includes(url) ? undefined : { urls: [...context.urls, url] },
    removed: (context, { url }: { url: string }) =>
      context.urls.includes(url)
        ? { urls: context.urls.filter((known) => known !== url) }
        : undefined,
  },
});
