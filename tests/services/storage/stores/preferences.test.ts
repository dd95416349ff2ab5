import { describe, expect, it, vi } from 'vitest';
import { createPersistedStore } from '../../../../src/services/storage/index.ts';
import { preferencesStore } from '../../../../src/services/storage/stores/preferences.ts';
import { memoryStorage } from '../../../support/memoryStorage.ts';

const open = (storage = memoryStorage()) => ({
  storage,
  store: createPersistedStore(preferencesStore, { storage, crossTab: new EventTarget() }),
});

describe('preferences store', () => {
  it('starts from the defaults of spec doc 1 §3', () => {
    expect(open().store.getSnapshot().context).toEqual({
      enableThumbnails: false,
      enableAutoplay: true,
      enableSkipCredits: true,
      enableDiscover: true,
      enableFeatured: false,
      enableDetailsModal: false,
      enableImageLogos: true,
      enableCarouselView: false,
      forceCompactEpisodeView: false,
      sourceOrder: [],
      enableSourceOrder: false,
      disabledSources: [],
      embedOrder: [],
      enableEmbedOrder: false,
      disabledEmbeds: [],
      proxyTmdb: false,
      febboxKey: null,
      realDebridKey: null,
      enableLowPerformanceMode: false,
      enableNativeSubtitles: false,
      enableHoldToBoost: true,
      homeSectionOrder: ['watching', 'bookmarks'],
      manualSourceSelection: false,
      enableDoubleClickToSeek: false,
    });
  });

  it('sets the given preferences and keeps the others', () => {
    const { store, storage } = open();
    const before = store.getSnapshot().context;
    store.trigger.set({
      enableAutoplay: false,
      febboxKey: 'a-token',
      homeSectionOrder: ['bookmarks', 'watching'],
    });
    const after = store.getSnapshot().context;
    expect(after).toEqual({
      ...before,
      enableAutoplay: false,
      febboxKey: 'a-token',
      homeSectionOrder: ['bookmarks', 'watching'],
    });
    expect(open(storage).store.getSnapshot().context).toEqual(after);
  });

  it('skips undefined values and unknown fields, so the stored data stays valid', () => {
    const { store, storage } = open();
    const before = store.getSnapshot().context;
    store.send({ type: 'set', febboxKey: undefined, colour: 'red' } as never);
    expect(store.getSnapshot().context).toEqual(before);
    expect(open(storage).store.getSnapshot().context).toEqual(before);
  });

  it('writes nothing when given the values it already has', () => {
    const { store, storage } = open();
    store.trigger.set({ sourceOrder: ['a', 'b'] });
    const before = store.getSnapshot().context;
    const setItem = vi.spyOn(storage, 'setItem');
    store.trigger.set({ sourceOrder: ['a', 'b'], enableAutoplay: before.enableAutoplay });
    expect(store.getSnapshot().context).toBe(before);
    expect(setItem).not.toHaveBeenCalled();
  });
});
