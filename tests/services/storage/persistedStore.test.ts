// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  changeStore,
  createPersistedStore,
  definePersistedStore,
  refreshFromStorage,
  type StorageLike,
} from '../../../src/services/storage/index.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import {
  counter,
  fullStorage,
  refusingStorage,
  storageEvent,
  stored,
  twoTabs,
  twoTabsWith,
} from './fixtures.ts';

/** A store alone in its browser: no other tab writes. */
function open(storage: StorageLike = memoryStorage()) {
  return {
    storage,
    store: createPersistedStore(counter, { storage, crossTab: new EventTarget() }),
  };
}

describe('definePersistedStore', () => {
  it('throws at definition time when the version history is broken', () => {
    expect(() =>
      definePersistedStore({
        key: 'broken',
        versions: [{ version: 1, schema: z.object({}), create: () => ({}) }],
        on: {},
      }),
    ).toThrow('Stored data "broken": versions must start at 0, the first is 1');
  });
});

describe('createPersistedStore', () => {
  it('starts from what is stored', () => {
    const { store } = open(memoryStorage({ counter: stored(2, { count: 7, label: 'mine' }) }));
    expect(store.getSnapshot().context).toEqual({ count: 7, label: 'mine' });
  });

  it('persists every change as { version, state }', () => {
    const { store, storage } = open();
    store.trigger.added({ by: 2 });
    expect(storage.getItem('counter')).toBe(stored(2, { count: 2, label: 'new' }));
    store.trigger.added({ by: 3 });
    expect(storage.getItem('counter')).toBe(stored(2, { count: 5, label: 'new' }));
  });

  it('writes nothing for an event that changes nothing', () => {
    const { store, storage } = open();
    const setItem = vi.spyOn(storage, 'setItem');
    store.trigger.noticed();
    expect(setItem).not.toHaveBeenCalled();
  });

  it('a new store reads what an earlier one persisted', () => {
    const { store, storage } = open();
    store.trigger.added({ by: 4 });
    expect(open(storage).store.getSnapshot().context.count).toBe(4);
  });

  it('works in memory when the browser refuses storage', () => {
    const { store } = open(refusingStorage());
    store.trigger.added({ by: 2 });
    expect(store.getSnapshot().context).toEqual({ count: 2, label: 'new' });
  });

  it('keeps what `can` answers for an accepted event that changes nothing', () => {
    const { store } = open();
    expect(store.can.noticed()).toBe(true);
  });
});

/** A store in one tab of a browser, and another tab of it that writes under the same keys. */
function withOtherTab() {
  const { browser, one: here, two: other } = twoTabs();
  return { browser, here, other, store: here.open(counter) };
}

describe('other tabs', () => {
  it('takes what another tab wrote under the key, without writing it back', () => {
    const { here, other, store } = withOtherTab();
    const newValue = stored(2, { count: 9, label: 'other tab' });
    other.storage.setItem('counter', newValue);
    const setItem = vi.spyOn(here.storage, 'setItem');
    here.deliver();
    expect(store.getSnapshot().context).toEqual({ count: 9, label: 'other tab' });
    expect(setItem).not.toHaveBeenCalled();
    expect(here.storage.getItem('counter')).toBe(newValue);
  });

  it('migrates what an older release in another tab wrote', () => {
    const { here, other, store } = withOtherTab();
    other.storage.setItem('counter', stored(0, { n: 9 }));
    here.deliver();
    expect(store.getSnapshot().context).toEqual({ count: 9, label: 'migrated' });
  });

  it('ignores invalid data from another tab', () => {
    const { here, other, store } = withOtherTab();
    store.trigger.added({ by: 1 });
    for (const newValue of [
      '{"ver',
      stored(2, { count: 'nine' }),
      stored(3, { count: 9, label: 'x' }),
    ]) {
      other.storage.setItem('counter', newValue);
      here.deliver();
    }
    expect(store.getSnapshot().context).toEqual({ count: 1, label: 'new' });
  });

  it('ignores other keys and other storage areas', () => {
    const { here, other, store } = withOtherTab();
    const newValue = stored(2, { count: 9, label: 'other' });
    // The other tab writes another key, then this one; this tab hears of the first write only.
    other.storage.setItem('other', newValue);
    other.storage.setItem('counter', newValue);
    here.deliver(1);
    // A write under the key in another storage area, sessionStorage say.
    const session = memoryStorage({ counter: newValue });
    here.crossTab.dispatchEvent(storageEvent({ key: 'counter', newValue, storageArea: session }));
    expect(store.getSnapshot().context).toEqual({ count: 0, label: 'new' });
    here.deliver();
    expect(store.getSnapshot().context).toEqual({ count: 9, label: 'other' });
  });

  it('returns to the defaults when another tab removes the data or clears storage', () => {
    const { here, other, store } = withOtherTab();
    store.trigger.added({ by: 1 });
    other.storage.removeItem('counter');
    here.deliver();
    expect(store.getSnapshot().context).toEqual({ count: 0, label: 'new' });
    store.trigger.added({ by: 1 });
    other.storage.clear();
    here.deliver();
    expect(store.getSnapshot().context).toEqual({ count: 0, label: 'new' });
  });

  it('stops following other tabs once its signal aborts', () => {
    const { one: here, two: other } = twoTabs();
    const stop = new AbortController();
    const store = createPersistedStore(counter, {
      storage: here.storage,
      crossTab: here.crossTab,
      signal: stop.signal,
    });
    stop.abort();
    other.storage.setItem('counter', stored(2, { count: 9, label: 'other' }));
    here.deliver();
    expect(store.getSnapshot().context.count).toBe(0);
  });

  it("follows the browser's localStorage through the window by default", () => {
    const stop = new AbortController();
    const store = createPersistedStore(counter, {
      storage: window.localStorage,
      signal: stop.signal,
    });
    // Another tab writes; its event reaches this window after the write.
    const newValue = stored(2, { count: 9, label: 'other tab' });
    window.localStorage.setItem('counter', newValue);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'counter', newValue, storageArea: window.localStorage }),
    );
    stop.abort();
    expect(store.getSnapshot().context).toEqual({ count: 9, label: 'other tab' });
  });
});

/** Tags with the time each was last noted: two tabs' data join, the later time of a tag wins. */
const tags = definePersistedStore({
  key: 'tags',
  versions: [
    {
      version: 0,
      schema: z.object({ noted: z.record(z.string(), z.number()) }),
      create: (): { noted: Record<string, number> } => ({ noted: {} }),
    },
  ],
  merge: (local, incoming) => {
    const noted = { ...local.noted };
    for (const [tag, at] of Object.entries(incoming.noted)) {
      noted[tag] = Math.max(noted[tag] ?? at, at);
    }
    return { noted };
  },
  on: {
    noted: (context, { tag, at }: { tag: string; at: number }) => ({
      noted: { ...context.noted, [tag]: at },
    }),
  },
});

const storedTags = (noted: Record<string, number>) => stored(0, { noted });
const tagsIn = (storage: StorageLike) => JSON.parse(storage.getItem('tags') ?? 'null')?.state;

describe('other tabs, with merge', () => {
  /** Tags in one tab; `other` is another tab of the same browser. */
  function openTags() {
    const { browser, one: here, two: other } = twoTabs();
    return { storage: browser.storage, here, other, store: here.open(tags) };
  }

  it("joins another tab's data with its own and writes back what that tab lacked", () => {
    const { store, storage, here, other } = openTags();
    store.trigger.noted({ tag: 'a', at: 1 });
    // A tab of an older release, which writes its own data whole, without reading storage first.
    other.storage.setItem('tags', storedTags({ b: 2 }));
    here.deliver();
    expect(store.getSnapshot().context).toEqual({ noted: { a: 1, b: 2 } });
    expect(tagsIn(storage)).toEqual({ noted: { a: 1, b: 2 } });
  });

  it('keeps the later of its own and the other tab’s version of one thing', () => {
    const { store, storage, here, other } = openTags();
    const otherStore = other.open(tags);
    store.trigger.noted({ tag: 'a', at: 5 });
    // The other tab, built on what storage holds, notes the tag as of an earlier time.
    otherStore.trigger.noted({ tag: 'a', at: 3 });
    expect(tagsIn(storage)).toEqual({ noted: { a: 3 } });
    here.deliver();
    expect(store.getSnapshot().context).toEqual({ noted: { a: 5 } });
    expect(tagsIn(storage)).toEqual({ noted: { a: 5 } });
    otherStore.trigger.noted({ tag: 'a', at: 7 });
    here.deliver();
    expect(store.getSnapshot().context).toEqual({ noted: { a: 7 } });
  });

  it('writes nothing back when the other tab’s data already holds all of its own', () => {
    const { store, storage, here, other } = openTags();
    const otherStore = other.open(tags);
    store.trigger.noted({ tag: 'a', at: 1 });
    otherStore.trigger.noted({ tag: 'b', at: 2 });
    expect(tagsIn(storage)).toEqual({ noted: { a: 1, b: 2 } });
    const setItem = vi.spyOn(here.storage, 'setItem');
    here.deliver();
    expect(store.getSnapshot().context).toEqual({ noted: { a: 1, b: 2 } });
    expect(setItem).not.toHaveBeenCalled();
  });

  it('leaves two tabs with the same data, each write heard, without writing back and forth', () => {
    const { browser, first, second } = twoTabsWith(tags);
    first.trigger.noted({ tag: 'a', at: 1 });
    second.trigger.noted({ tag: 'b', at: 2 });
    first.trigger.noted({ tag: 'a', at: 3 });
    second.trigger.noted({ tag: 'c', at: 4 });
    browser.settle();
    const all = { noted: { a: 3, b: 2, c: 4 } };
    expect(first.getSnapshot().context).toEqual(all);
    expect(second.getSnapshot().context).toEqual(all);
    expect(tagsIn(browser.storage)).toEqual(all);
  });
});

describe('other tabs, read before each change', () => {
  it('builds a change on what another tab wrote before its event arrived (no merge)', () => {
    const { browser, first, second } = twoTabsWith(counter);
    second.trigger.added({ by: 5 });
    first.trigger.added({ by: 1 });
    expect(first.getSnapshot().context.count).toBe(6);
    expect(browser.storage.getItem('counter')).toBe(stored(2, { count: 6, label: 'new' }));
  });

  it('keeps what another tab wrote before its event arrived (merge)', () => {
    const { browser, first, second } = twoTabsWith(tags);
    first.trigger.noted({ tag: 'a', at: 1 });
    second.trigger.noted({ tag: 'b', at: 2 });
    expect(second.getSnapshot().context).toEqual({ noted: { a: 1, b: 2 } });
    expect(tagsIn(browser.storage)).toEqual({ noted: { a: 1, b: 2 } });
  });

  it('keeps building on its own changes when storage is full, not on what storage holds', () => {
    const storage = fullStorage({ counter: stored(2, { count: 5, label: 'stored' }) });
    const { store } = open(storage);
    store.trigger.added({ by: 1 });
    store.trigger.added({ by: 1 });
    expect(store.getSnapshot().context).toEqual({ count: 7, label: 'stored' });
  });

  // Bug: a late `storage` event carries an older write than storage holds, and the store takes
  // (or merges and writes back) the event's text rather than what storage holds now.
  it('is not set back by the late event of a write older than what storage holds (no merge)', () => {
    const { browser, one, first, second } = twoTabsWith(counter);
    second.trigger.added({ by: 5 });
    first.trigger.added({ by: 1 });
    one.deliver();
    expect(first.getSnapshot().context.count).toBe(6);
    browser.settle();
    expect(second.getSnapshot().context.count).toBe(6);
  });

  it('never writes over a newer write with the merge of an older one (merge)', () => {
    const { browser, one, two, first, second } = twoTabsWith(tags);
    first.trigger.noted({ tag: 'a', at: 1 });
    second.trigger.noted({ tag: 'b', at: 2 });
    one.deliver();
    first.trigger.noted({ tag: 'c', at: 3 });
    // The first tab is closed; the second hears of its writes only now.
    one.close();
    two.deliver();
    expect(second.getSnapshot().context).toEqual({ noted: { a: 1, b: 2, c: 3 } });
    expect(tagsIn(browser.storage)).toEqual({ noted: { a: 1, b: 2, c: 3 } });
  });
});

describe('refreshFromStorage', () => {
  it('takes in what another tab wrote before its event arrived, and changes nothing else', () => {
    const { browser, first, second } = twoTabsWith(counter);
    second.trigger.added({ by: 5 });
    expect(first.getSnapshot().context.count).toBe(0);
    refreshFromStorage(first);
    expect(first.getSnapshot().context).toEqual({ count: 5, label: 'new' });
    expect(browser.storage.getItem('counter')).toBe(stored(2, { count: 5, label: 'new' }));
  });

  it('changes nothing when storage holds what the store holds', () => {
    const { store, storage } = open();
    store.trigger.added({ by: 2 });
    const before = store.getSnapshot().context;
    const setItem = vi.spyOn(storage, 'setItem');
    refreshFromStorage(store);
    expect(store.getSnapshot().context).toBe(before);
    expect(setItem).not.toHaveBeenCalled();
  });
});

describe('changeStore', () => {
  it('changes the data as it is now, another tab’s latest write included, and persists it', () => {
    const { browser, first, second } = twoTabsWith(counter);
    second.trigger.added({ by: 5 });
    changeStore(first, (context) => ({ ...context, label: `${context.count} seen` }));
    expect(first.getSnapshot().context).toEqual({ count: 5, label: '5 seen' });
    expect(browser.storage.getItem('counter')).toBe(stored(2, { count: 5, label: '5 seen' }));
  });

  it('changes and writes nothing when the change gives nothing', () => {
    const { store, storage } = open();
    store.trigger.added({ by: 2 });
    const before = store.getSnapshot().context;
    const setItem = vi.spyOn(storage, 'setItem');
    changeStore(store, () => undefined);
    expect(store.getSnapshot().context).toBe(before);
    expect(setItem).not.toHaveBeenCalled();
  });
});
