import type { EventPayloadMap, StoreContext } from '@xstate/store';
import { z } from 'zod';
import {
  createPersistedStore,
  definePersistedStore,
  type PersistedStoreDefinition,
  type StorageLike,
} from '../../../src/services/storage/index.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';

/** The latest layout of `counter`. */
export const counterLatest = {
  version: 2,
  schema: z.object({ count: z.number(), label: z.string() }),
  create: () => ({ count: 0, label: 'new' }),
};

/**
 * A store with three layouts, to walk the mechanism: version 0 `{ n }`, version 1 `{ count }`,
 * version 2 (latest) `{ count, label }`.
 */
export const counter = definePersistedStore({
  key: 'counter',
  versions: [
    { version: 0, migrate: ({ n }: { n: number }) => ({ count: n }) },
    { version: 1, migrate: (old: { count: number }) => ({ ...old, label: 'migrated' }) },
    counterLatest,
  ],
  on: {
    added: (context, { by }: { by: number }) => ({ ...context, count: context.count + by }),
    /** Accepted but changes nothing. */
    noticed: (context) => context,
  },
});

/** The text a store writes: `{ version, state }`. */
export const stored = (version: number, state: unknown) => JSON.stringify({ version, state });

/** Storage of a browser that refuses it altogether (storage disabled): every call throws. */
export function refusingStorage(): StorageLike {
  return {
    getItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  };
}

/** Storage that can be read but not written (quota exceeded, Safari private mode). */
export function fullStorage(initial: Record<string, string> = {}): Storage {
  return {
    ...memoryStorage(initial),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

/** A `storage` event as another tab's write delivers it. */
export function storageEvent(init: {
  key: string | null;
  newValue: string | null;
  storageArea: StorageLike;
}): Event {
  return Object.assign(new Event('storage'), init);
}

/** A write of another tab as a `storage` event reports it: a null key is `clear()`. */
export interface Write {
  key: string | null;
  newValue: string | null;
}

/** A tab of `browserTabs`. */
export interface Tab {
  /** This tab's access to the browser's one storage, the same for every tab. */
  storage: StorageLike & Pick<Storage, 'removeItem' | 'clear'>;
  /** Where this tab hears of other tabs' writes. */
  crossTab: EventTarget;
  /** Other tabs' writes this tab has not heard of yet, oldest first. */
  inbox: Write[];
  /**
   * Delivers the oldest `count` writes of the inbox as `storage` events; storage holds each
   * already, and maybe newer writes too.
   */
  deliver(count?: number): void;
  /** Delivers one write of the inbox, the one at `index` (modulo its length), out of order. */
  deliverAt(index: number): void;
  /** The tab is closed: it hears of nothing any more. */
  close(): void;
  /** Opens a persisted store in this tab. */
  open<TContext extends StoreContext, TEvents extends EventPayloadMap>(
    definition: PersistedStoreDefinition<TContext, TEvents>,
  ): ReturnType<typeof createPersistedStore<TContext, TEvents>>;
}

/**
 * Tabs of one browser sharing ONE storage, as the HTML spec has them: a write is in storage at
 * once, and reaches the other tabs' `storage` listeners later, when the test delivers it; by then
 * storage may hold newer writes. As in a browser, a write that changes nothing fires no event, and
 * a tab hears of no write of its own.
 */
export function browserTabs(initial: Record<string, string> = {}) {
  const shared = memoryStorage(initial);
  const tabs = new Set<Tab>();

  const openTab = (): Tab => {
    const crossTab = new EventTarget();
    const tell = (write: Write) => {
      for (const other of tabs) if (other !== tab) other.inbox.push(write);
    };
    const storage: Tab['storage'] = {
      getItem: (key) => shared.getItem(key),
      setItem: (key, value) => {
        const newValue = String(value);
        if (shared.getItem(key) === newValue) return;
        shared.setItem(key, newValue);
        tell({ key, newValue });
      },
      removeItem: (key) => {
        if (shared.getItem(key) === null) return;
        shared.removeItem(key);
        tell({ key, newValue: null });
      },
      clear: () => {
        if (shared.length === 0) return;
        shared.clear();
        tell({ key: null, newValue: null });
      },
    };
    const dispatch = (write: Write) =>
      crossTab.dispatchEvent(storageEvent({ ...write, storageArea: storage }));
    const tab: Tab = {
      storage,
      crossTab,
      inbox: [],
      deliver(count = Number.POSITIVE_INFINITY) {
        for (let delivered = 0; delivered < count && tab.inbox.length > 0; delivered++) {
          dispatch(tab.inbox.shift() as Write);
        }
      },
      deliverAt(index) {
        if (tab.inbox.length === 0) return;
        const [write] = tab.inbox.splice(index % tab.inbox.length, 1);
        dispatch(write as Write);
      },
      close() {
        tabs.delete(tab);
        tab.inbox.length = 0;
      },
      open: (definition) => createPersistedStore(definition, { storage, crossTab }),
    };
    tabs.add(tab);
    return tab;
  };

  /**
   * Delivers every write to every open tab, and the writes that causes, until no tab writes any
   * more; tabs that kept writing back and forth would make it throw.
   */
  const settle = () => {
    for (let round = 0; round < 20; round++) {
      const waiting = [...tabs].filter((tab) => tab.inbox.length > 0);
      if (waiting.length === 0) return;
      for (const tab of waiting) tab.deliver();
    }
    throw new Error('The tabs keep writing back and forth');
  };

  return { storage: shared, openTab, settle };
}

/** Two tabs, `one` and `two`, of one browser (see `browserTabs`). */
export function twoTabs(initial: Record<string, string> = {}) {
  const browser = browserTabs(initial);
  return { browser, one: browser.openTab(), two: browser.openTab() };
}

/**
 * Two tabs of one browser (see `twoTabs`), each with the store of `definition` open: `first` in
 * `one`, then `second` in `two`. `setUp` runs in `first` before `second` opens, which reads what it
 * wrote and hears of nothing yet.
 */
export function twoTabsWith<TContext extends StoreContext, TEvents extends EventPayloadMap>(
  definition: PersistedStoreDefinition<TContext, TEvents>,
  setUp?: (store: ReturnType<typeof createPersistedStore<TContext, TEvents>>) => void,
) {
  const tabs = twoTabs();
  const first = tabs.one.open(definition);
  setUp?.(first);
  return { ...tabs, first, second: tabs.two.open(definition) };
}

/** The state a store keeps in `storage` under `key`, or undefined. */
export const storedState = (storage: StorageLike, key: string): unknown =>
  JSON.parse(storage.getItem(key) ?? 'null')?.state;
