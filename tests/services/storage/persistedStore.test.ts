import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createPersistedStore,
  definePersistedStore,
  type StorageLike,
} from '../../../src/services/storage/index.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { counter, refusingStorage, storageEvent, stored } from './fixtures.ts';

/** A store following `tabs` for other tabs' writes, as the app's stores follow the window. */
function open(storage: StorageLike = memoryStorage(), tabs = new EventTarget()) {
  return { storage, tabs, store: createPersistedStore(counter, { storage, crossTab: tabs }) };
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

describe('other tabs', () => {
  it('takes what another tab wrote under the key, without writing it back', () => {
    const { store, storage, tabs } = open();
    const setItem = vi.spyOn(storage, 'setItem');
    const newValue = stored(2, { count: 9, label: 'other tab' });
    tabs.dispatchEvent(storageEvent({ key: 'counter', newValue, storageArea: storage }));
    expect(store.getSnapshot().context).toEqual({ count: 9, label: 'other tab' });
    expect(setItem).not.toHaveBeenCalled();
  });

  it('migrates what an older release in another tab wrote', () => {
    const { store, storage, tabs } = open();
    tabs.dispatchEvent(
      storageEvent({ key: 'counter', newValue: stored(0, { n: 9 }), storageArea: storage }),
    );
    expect(store.getSnapshot().context).toEqual({ count: 9, label: 'migrated' });
  });

  it('ignores invalid data from another tab', () => {
    const { store, storage, tabs } = open();
    store.trigger.added({ by: 1 });
    for (const newValue of [
      '{"ver',
      stored(2, { count: 'nine' }),
      stored(3, { count: 9, label: 'x' }),
    ]) {
      tabs.dispatchEvent(storageEvent({ key: 'counter', newValue, storageArea: storage }));
    }
    expect(store.getSnapshot().context).toEqual({ count: 1, label: 'new' });
  });

  it('ignores other keys and other storage areas', () => {
    const { store, storage, tabs } = open();
    const newValue = stored(2, { count: 9, label: 'other' });
    tabs.dispatchEvent(storageEvent({ key: 'other', newValue, storageArea: storage }));
    tabs.dispatchEvent(storageEvent({ key: 'counter', newValue, storageArea: memoryStorage() }));
    expect(store.getSnapshot().context).toEqual({ count: 0, label: 'new' });
  });

  it('returns to the defaults when another tab removes the data or clears storage', () => {
    const { store, storage, tabs } = open();
    store.trigger.added({ by: 1 });
    tabs.dispatchEvent(storageEvent({ key: 'counter', newValue: null, storageArea: storage }));
    expect(store.getSnapshot().context).toEqual({ count: 0, label: 'new' });
    store.trigger.added({ by: 1 });
    tabs.dispatchEvent(storageEvent({ key: null, newValue: null, storageArea: storage }));
    expect(store.getSnapshot().context).toEqual({ count: 0, label: 'new' });
  });

  it('stops following other tabs once its signal aborts', () => {
    const storage = memoryStorage();
    const tabs = new EventTarget();
    const stop = new AbortController();
    const store = createPersistedStore(counter, { storage, crossTab: tabs, signal: stop.signal });
    stop.abort();
    const newValue = stored(2, { count: 9, label: 'other' });
    tabs.dispatchEvent(storageEvent({ key: 'counter', newValue, storageArea: storage }));
    expect(store.getSnapshot().context.count).toBe(0);
  });

  it("follows the browser's localStorage through the window by default", () => {
    const store = createPersistedStore(counter, { storage: window.localStorage });
    const newValue = stored(2, { count: 9, label: 'other tab' });
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'counter', newValue, storageArea: window.localStorage }),
    );
    expect(store.getSnapshot().context).toEqual({ count: 9, label: 'other tab' });
  });
});
