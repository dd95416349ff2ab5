import { describe, expect, it } from 'vitest';
import { createStores } from '../../../src/services/storage/index.ts';
import { onboardingStore } from '../../../src/services/storage/stores/onboarding.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { at } from './stores/changeTimes.ts';

describe('createStores, synced data', () => {
  it('opens the bookmarks, progress and group order under their keys', () => {
    const storage = memoryStorage();
    const stores = createStores(storage);
    stores.bookmarks.trigger.added({
      media: { tmdbId: '329865', type: 'movie', title: 'Arrival' },
      at: at(1),
    });
    stores.progress.trigger.updated({
      media: { tmdbId: '329865', type: 'movie', title: 'Arrival' },
      progress: { watched: 60, duration: 6960 },
      at: at(1),
    });
    stores.groupOrder.trigger.set({ order: ['Sci-fi'], at: at(1) });
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    expect(keys).toEqual(['__MW::bookmarks', '__MW::progress', '__MW::groupOrder']);
    const reopened = createStores(storage);
    expect(Object.keys(reopened.bookmarks.getSnapshot().context.bookmarks)).toEqual(['329865']);
    expect(reopened.progress.getSnapshot().context.items['329865']?.progress).toEqual({
      watched: 60,
      duration: 6960,
    });
    expect(reopened.groupOrder.getSnapshot().context.order).toEqual(['Sci-fi']);
  });
});

describe('createStores, stores of pages loaded later', () => {
  it('opens one on first use, on the same storage, and gives every page the same one', () => {
    const storage = memoryStorage();
    const stores = createStores(storage);
    expect(storage.getItem('__MW::onboarding')).toBeNull();
    const onboarding = stores.opened(onboardingStore);
    expect(stores.opened(onboardingStore)).toBe(onboarding);
    onboarding.trigger.completed();
    expect(JSON.parse(storage.getItem('__MW::onboarding') ?? 'null')?.state).toEqual({
      completed: true,
    });
    expect(createStores(storage).opened(onboardingStore).getSnapshot().context.completed).toBe(
      true,
    );
  });
});
