import { describe, expect, it } from 'vitest';
import { createPersistedStore } from '../../../../src/services/storage/index.ts';
import { volumeStore } from '../../../../src/services/storage/stores/volume.ts';
import { memoryStorage } from '../../../support/memoryStorage.ts';
import { stored } from '../fixtures.ts';

const open = (storage = memoryStorage()) => ({
  storage,
  store: createPersistedStore(volumeStore, { storage, crossTab: new EventTarget() }),
});

describe('volume store', () => {
  it('starts at full volume (doc 1 §9)', () => {
    expect(open().store.getSnapshot().context).toEqual({ volume: 1 });
  });

  it('keeps the volume under __MW::volume, for the next visit', () => {
    const { store, storage } = open();
    store.trigger.changed({ volume: 0.35 });
    expect(storage.getItem('__MW::volume')).toBe(stored(0, { volume: 0.35 }));
    expect(open(storage).store.getSnapshot().context.volume).toBe(0.35);
  });

  it('refuses a volume outside 0..1', () => {
    const { store } = open();
    for (const volume of [-0.1, 1.5, Number.NaN]) store.trigger.changed({ volume });
    expect(store.getSnapshot().context.volume).toBe(1);
  });

  it('falls back to full volume when the stored one is garbage', () => {
    const storage = memoryStorage();
    storage.setItem('__MW::volume', stored(0, { volume: 'loud' }));
    expect(open(storage).store.getSnapshot().context.volume).toBe(1);
  });
});
