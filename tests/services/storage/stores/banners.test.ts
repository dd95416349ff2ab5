import { describe, expect, it } from 'vitest';
import { createPersistedStore } from '../../../../src/services/storage/index.ts';
import { bannersStore } from '../../../../src/services/storage/stores/banners.ts';
import { memoryStorage } from '../../../support/memoryStorage.ts';
import { stored } from '../fixtures.ts';

const open = (storage = memoryStorage()) => ({
  storage,
  store: createPersistedStore(bannersStore, { storage, crossTab: new EventTarget() }),
});

describe('banners store', () => {
  it('starts with no banner ignored', () => {
    expect(open().store.getSnapshot().context).toEqual({ ignored: [] });
  });

  it('remembers an ignored banner under __MW::banners', () => {
    const { store, storage } = open();
    store.trigger.ignored({ id: 'offline' });
    expect(storage.getItem('__MW::banners')).toBe(stored(0, { ignored: ['offline'] }));
  });

  it('ignores a banner once only', () => {
    const { store } = open();
    store.trigger.ignored({ id: 'offline' });
    expect(store.can.ignored({ id: 'offline' })).toBe(false);
    store.trigger.ignored({ id: 'custom-1' });
    store.trigger.ignored({ id: 'offline' });
    expect(store.getSnapshot().context.ignored).toEqual(['offline', 'custom-1']);
  });
});
