import { type Actor, createActor, SimulatedClock } from 'xstate';
import type { StoredAccount } from '../../src/contracts/stored.ts';
import { accountMachine } from '../../src/machines/account/account.machine.ts';
import { createStores, refreshFromStorage, type Stores } from '../../src/services/storage/index.ts';
import { changeSettings } from '../../src/services/storage/settings.ts';
import { fakeLocks } from './fakeLocks.ts';
import { memoryStorage } from './memoryStorage.ts';

/**
 * Devices with tabs, the way the fault test of the sync uses them: each device a browser with its
 * own storage and locks, each tab the app's stores and account actor on that storage, hearing the
 * other tabs' writes late (as `storage` events do). One simulated clock for every timer; a
 * backend that answers `fetch` (the model, or the real one behind a fault-injecting fetch).
 *
 * Beside the devices it keeps the expected account: the last change of each item, as the rules of
 * sync say (DESIGN.md §8): every change made while logged in, with its time; the data a device had
 * when it logged in (joining the account with its own times); and every settings change.
 */

export interface Backend {
  baseUrl: string;
  userId: string;
  logIn(): { sessionId: string; token: string };
}

/** What the account should hold at the end: per item, its last change (`null`: removed). */
export interface Expected {
  bookmarks: Map<string, { at: number; value: unknown }>;
  /** Per part (`tmdbId/episodeId`), and per title its last removal. */
  progress: Map<string, { at: number; value: unknown; tmdbId: string }>;
  titleRemovals: Map<string, number>;
  settings: Map<string, { at: number; value: unknown }>;
  groupOrder: { at: number; value: string[] } | null;
}

type AccountActor = Actor<typeof accountMachine>;

export interface Tab {
  stores: Stores;
  account: AccountActor;
}

export interface Device {
  name: string;
  tabs: Tab[];
}

const later = <T extends { at: number }>(known: T | undefined, next: T) =>
  !known || next.at > known.at ? next : known;

/** A bookmark as the account compares it: what a user sees of it. */
export const bookmarkView = (b: {
  type: string;
  title: string;
  year?: number;
  poster?: string;
  group?: string[];
  favoriteEpisodes?: string[];
}) => ({
  type: b.type,
  title: b.title,
  year: b.year || undefined,
  poster: b.poster || undefined,
  group: b.group ?? [],
  favoriteEpisodes: b.favoriteEpisodes ?? [],
});

/** The time of every item of a tab's synced data, with what the account compares of it. */
function stampsOf(stores: Stores) {
  const { bookmarks, removed } = stores.bookmarks.getSnapshot().context;
  const progress = stores.progress.getSnapshot().context;
  const parts = new Map<string, { at: number; value: unknown; tmdbId: string }>();
  for (const [tmdbId, item] of Object.entries(progress.items)) {
    if (item.type === 'movie' && item.progress) {
      const value = { type: item.type, ...item.progress };
      parts.set(`${tmdbId}/`, { at: item.updatedAt, value, tmdbId });
    }
    for (const episode of Object.values(item.episodes)) {
      const value = { type: item.type, ...episode.progress };
      parts.set(`${tmdbId}/${episode.id}`, { at: episode.updatedAt, value, tmdbId });
    }
  }
  const order = stores.groupOrder.getSnapshot().context;
  return {
    bookmarks: new Map(
      Object.entries(bookmarks).map(([tmdbId, bookmark]) => [
        tmdbId,
        { at: bookmark.updatedAt, value: bookmarkView(bookmark) },
      ]),
    ),
    removedBookmarks: new Map(Object.entries(removed)),
    progress: parts,
    titleRemovals: new Map(Object.entries(progress.removed).filter(([key]) => !key.includes('/'))),
    groupOrder: { at: order.changedAt, value: order.order },
  };
}

/** Every movie's and episode's progress of a progress store, by part key. */
export function progressView(stores: Stores) {
  const parts: Record<string, { type: string; watched: number; duration: number }> = {};
  for (const [tmdbId, item] of Object.entries(stores.progress.getSnapshot().context.items)) {
    if (item.type === 'movie' && item.progress) {
      parts[`${tmdbId}/`] = { type: 'movie', ...item.progress };
    }
    for (const episode of Object.values(item.episodes)) {
      parts[`${tmdbId}/${episode.id}`] = { type: 'show', ...episode.progress };
    }
  }
  return parts;
}

export function syncWorld(backend: Backend, deviceNames = ['laptop', 'phone'], tabsPerDevice = 2) {
  const clock = new SimulatedClock();
  /** Storage events written but not heard yet: delivered late, in order, per device. */
  const undelivered: Array<() => void> = [];
  const expected: Expected = {
    bookmarks: new Map(),
    progress: new Map(),
    titleRemovals: new Map(),
    settings: new Map(),
    groupOrder: null,
  };

  const devices: Device[] = deviceNames.map((name) => {
    const targets = Array.from({ length: tabsPerDevice }, () => new EventTarget());
    const backing = memoryStorage();
    // A write is heard by the tabs a little later, as a browser's `storage` event (the writer
    // hearing its own changes nothing: its data already holds it).
    const storage: Storage = {
      ...backing,
      getItem: (key) => backing.getItem(key),
      setItem(key, value) {
        backing.setItem(key, value);
        undelivered.push(() => {
          for (const target of targets) {
            const event = Object.assign(new Event('storage'), {
              key,
              newValue: value,
              storageArea: storage,
            });
            target.dispatchEvent(event);
          }
        });
      },
    };
    const locks = fakeLocks();
    const tabs = targets.map((target) => {
      const stores = createStores(storage, { crossTab: target });
      const account = createActor(accountMachine, {
        input: { stores, defaultBackendUrl: backend.baseUrl, locks },
        clock,
      });
      account.start();
      return { stores, account };
    });
    return { name, tabs };
  });

  const loggedIn = (tab: Tab) => tab.stores.account.getSnapshot().context.account !== null;

  /** Lets every request, answer and late storage event happen, until nothing moves any more. */
  async function settle() {
    for (let idle = 0; idle < 2; ) {
      const events = undelivered.splice(0);
      for (const deliver of events) deliver();
      await new Promise((resolve) => setImmediate(resolve));
      idle = events.length === 0 ? idle + 1 : 0;
    }
  }

  /**
   * Lets `ms` pass, in steps of at most 30 s: the timers due fire (pushes, fetches, retries), and
   * what they start ends before the next step.
   */
  async function pass(ms: number) {
    for (let left = ms; left > 0; left -= 30_000) {
      clock.increment(Math.min(left, 30_000));
      await settle();
    }
  }

  /**
   * The device's data joins the account when it logs in: what it has and what it removed, with
   * their own times.
   */
  function joining(stores: Stores) {
    const { removed: removedBookmarks } = stores.bookmarks.getSnapshot().context;
    for (const [tmdbId, at] of Object.entries(removedBookmarks)) {
      expected.bookmarks.set(tmdbId, later(expected.bookmarks.get(tmdbId), { at, value: null }));
    }
    for (const [key, at] of Object.entries(stores.progress.getSnapshot().context.removed)) {
      if (!key.includes('/')) {
        expected.titleRemovals.set(key, Math.max(expected.titleRemovals.get(key) ?? at, at));
      }
    }
    for (const [tmdbId, bookmark] of Object.entries(
      stores.bookmarks.getSnapshot().context.bookmarks,
    )) {
      expected.bookmarks.set(
        tmdbId,
        later(expected.bookmarks.get(tmdbId), {
          at: bookmark.updatedAt,
          value: bookmarkView(bookmark),
        }),
      );
    }
    for (const [tmdbId, item] of Object.entries(stores.progress.getSnapshot().context.items)) {
      const parts =
        item.type === 'movie' && item.progress
          ? [{ key: `${tmdbId}/`, at: item.updatedAt, progress: item.progress }]
          : Object.values(item.episodes).map((e) => ({
              key: `${tmdbId}/${e.id}`,
              at: e.updatedAt,
              progress: e.progress,
            }));
      for (const { key, at, progress } of parts) {
        const value = { type: item.type, ...progress };
        expected.progress.set(key, later(expected.progress.get(key), { at, value, tmdbId }));
      }
    }
  }

  async function logIn(device: Device, tabIndex: number) {
    const tab = device.tabs[tabIndex] as Tab;
    if (loggedIn(tab)) return;
    joining(tab.stores);
    const { sessionId, token } = backend.logIn();
    const account: StoredAccount = {
      token,
      sessionId,
      userId: backend.userId,
      deviceName: device.name,
      profile: { colorA: '#2e65cf', colorB: '#2e65cf', icon: 'bookmark' },
      seed: '00',
    };
    tab.account.send({ type: 'account.loggedIn', account });
    await settle();
  }

  /**
   * Logs the device out from one tab; when the backend cannot take the last changes, the user
   * waits and tries again (the other choice, logging out anyway, would lose them).
   */
  async function logOut(device: Device, tabIndex: number) {
    const tab = device.tabs[tabIndex] as Tab;
    if (!loggedIn(tab) || !tab.account.getSnapshot().matches('loggedIn')) return;
    tab.account.send({ type: 'account.logout' });
    await settle();
    for (let attempt = 0; tab.account.getSnapshot().matches('loggingOut'); attempt += 1) {
      if (attempt > 200) throw new Error(`${device.name} cannot log out`);
      if (tab.account.getSnapshot().matches({ loggingOut: 'unsent' })) {
        tab.account.send({ type: 'account.logout.retry' });
      }
      await settle();
    }
  }

  /**
   * A user's change in a tab at `at`, noted in the expected account when it is the account's:
   * whatever the change stamped (an item saved, a title removed — also when a title of the other
   * type replaced it — or the group order), with the time it got: `at`, or just after the version
   * it replaced when that is later (a clock behind the account's).
   */
  function change(tab: Tab, at: number, make: (stores: Stores) => void) {
    const { stores } = tab;
    // The tab first takes in what other tabs wrote (as the change itself does), so that what
    // differs afterwards is what the change made.
    for (const store of [stores.bookmarks, stores.progress, stores.groupOrder]) {
      refreshFromStorage(store);
    }
    const before = stampsOf(stores);
    make(stores);
    const after = stampsOf(stores);
    /**
     * Whether the change stamped this: never before its time (a removal of the other type's
     * progress when a title changes type: just before).
     */
    const changed = (stamp: number, previous: number | undefined, earliest = at) => {
      if (stamp === previous) return false;
      if (stamp < earliest) throw new Error(`A change at ${at} was dated ${stamp}`);
      return true;
    };
    if (loggedIn(tab)) {
      for (const [tmdbId, { at: stamp, value }] of after.bookmarks) {
        if (changed(stamp, before.bookmarks.get(tmdbId)?.at)) {
          expected.bookmarks.set(tmdbId, { at: stamp, value });
        }
      }
      for (const [tmdbId, stamp] of after.removedBookmarks) {
        if (changed(stamp, before.removedBookmarks.get(tmdbId))) {
          expected.bookmarks.set(tmdbId, { at: stamp, value: null });
        }
      }
      for (const [key, part] of after.progress) {
        if (changed(part.at, before.progress.get(key)?.at)) expected.progress.set(key, part);
      }
      for (const [tmdbId, stamp] of after.titleRemovals) {
        if (changed(stamp, before.titleRemovals.get(tmdbId), at - 1)) {
          expected.titleRemovals.set(
            tmdbId,
            Math.max(expected.titleRemovals.get(tmdbId) ?? stamp, stamp),
          );
        }
      }
    }
    if (changed(after.groupOrder.at, before.groupOrder.at)) expected.groupOrder = after.groupOrder;
  }

  function changeSetting(tab: Tab, at: number, key: string, value: unknown) {
    changeSettings(tab.stores, { [key]: value }, at);
    // The time the store gave it: after the version it replaces, at the earliest.
    const stamp = tab.stores.sync.getSnapshot().context.settingChanges[key]?.at ?? at;
    expected.settings.set(key, later(expected.settings.get(key), { at: stamp, value }));
  }

  return { clock, devices, expected, settle, pass, logIn, logOut, change, changeSetting, loggedIn };
}
export type SyncWorld = ReturnType<typeof syncWorld>;

/**
 * Of one title's parts (each its last change), those that last: not covered by a removal of the
 * title, and of the newest type when both a movie and a show were watched under its id (what came
 * before the newest type took over counts as removed, as on a device that watches both).
 */
function lastingParts(
  parts: Array<[string, { at: number; value: { type: string } }]>,
  removedAt: number,
) {
  const kept = parts.filter(([, { at }]) => at > removedAt);
  const newest = kept.reduce<(typeof kept)[number] | undefined>(
    (a, b) => (!a || b[1].at > a[1].at ? b : a),
    undefined,
  );
  const others = kept.filter(([, { value }]) => value.type !== newest?.[1].value.type);
  if (!newest || others.length === 0) return kept;
  const lastOther = Math.max(...others.map(([, { at }]) => at));
  return kept.filter(([, { at, value }]) => value.type === newest[1].value.type && at > lastOther);
}

/** The expected account, as the views compare it. */
export function expectedAccount({
  bookmarks,
  progress,
  titleRemovals,
  settings,
  groupOrder,
}: Expected) {
  const byTitle = new Map<string, Array<[string, { at: number; value: { type: string } }]>>();
  for (const [key, { at, value, tmdbId }] of progress) {
    byTitle.set(tmdbId, [
      ...(byTitle.get(tmdbId) ?? []),
      [key, { at, value: value as { type: string } }],
    ]);
  }
  return {
    bookmarks: Object.fromEntries(
      [...bookmarks]
        .filter(([, { value }]) => value !== null)
        .map(([id, { value }]) => [id, value]),
    ),
    progress: Object.fromEntries(
      [...byTitle].flatMap(([tmdbId, parts]) =>
        lastingParts(parts, titleRemovals.get(tmdbId) ?? Number.NEGATIVE_INFINITY).map(
          ([key, { value }]) => [key, value],
        ),
      ),
    ),
    settings: Object.fromEntries([...settings].map(([key, { value }]) => [key, value])),
    groupOrder: groupOrder?.value ?? null,
  };
}
