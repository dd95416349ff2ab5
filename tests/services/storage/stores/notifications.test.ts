import { describe, expect, it } from 'vitest';
import { createPersistedStore } from '../../../../src/services/storage/persistedStore.ts';
import {
  autoReadDaysStore,
  customFeedsStore,
  MAX_READ_GUIDS,
  readNotificationsStore,
} from '../../../../src/services/storage/stores/notifications.ts';
import { memoryStorage } from '../../../support/memoryStorage.ts';

const envelope = (state: unknown) => JSON.stringify({ version: 0, state });

describe('the notifications’ local settings (spec doc 3 §3, §5)', () => {
  it('keeps read guids under read-notifications, marks and unmarks them', () => {
    const storage = memoryStorage();
    const store = createPersistedStore(readNotificationsStore, { storage });
    store.trigger.marked({ guids: ['a', 'b'], read: true });
    store.trigger.marked({ guids: ['a'], read: false });
    expect(JSON.parse(storage.getItem('read-notifications') ?? '')).toEqual({
      version: 0,
      state: { guids: ['b'] },
    });
  });

  it(`keeps the ${MAX_READ_GUIDS.toLocaleString('en')} guids marked last`, () => {
    const store = createPersistedStore(readNotificationsStore, { storage: memoryStorage() });
    const guids = Array.from({ length: MAX_READ_GUIDS + 10 }, (_, index) => `g${index}`);
    store.trigger.marked({ guids: guids.slice(0, 20), read: true });
    store.trigger.marked({ guids: guids.slice(20), read: true });
    // Marked again: now among the newest.
    store.trigger.marked({ guids: ['g0'], read: true });
    const kept = store.getSnapshot().context.guids;
    expect(kept).toHaveLength(MAX_READ_GUIDS);
    expect(kept.at(-1)).toBe('g0');
    expect(kept).not.toContain('g1');
    expect(kept).toContain(`g${MAX_READ_GUIDS + 9}`);
  });

  it('reads an auto-read age that is no whole number of days from 1 to 365 as 14', () => {
    for (const days of ['30', 0, 366, 2.5, null]) {
      const storage = memoryStorage({ 'notification-auto-read-days': envelope({ days }) });
      expect(createPersistedStore(autoReadDaysStore, { storage }).getSnapshot().context.days).toBe(
        14,
      );
    }
    const storage = memoryStorage({ 'notification-auto-read-days': envelope({ days: 30 }) });
    expect(createPersistedStore(autoReadDaysStore, { storage }).getSnapshot().context.days).toBe(
      30,
    );
  });

  it('keeps custom feeds under notification-custom-feeds, each once', () => {
    const storage = memoryStorage();
    const store = createPersistedStore(customFeedsStore, { storage });
    store.trigger.added({ url: 'https://a.example/feed' });
    store.trigger.added({ url: 'https://b.example/feed' });
    store.trigger.added({ url: 'https://a.example/feed' });
    store.trigger.removed({ url: 'https://b.example/feed' });
    expect(JSON.parse(storage.getItem('notification-custom-feeds') ?? '').state).toEqual({
      urls: ['https://a.example/feed'],
    });
  });
});
