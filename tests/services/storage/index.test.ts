import { describe, expect, it } from 'vitest';
import { createStores } from '../../../src/services/storage/index.ts';
import { storedAccount } from '../../support/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';

describe('createStores', () => {
  it('opens the four stores on the given storage, under their keys', () => {
    const storage = memoryStorage();
    const stores = createStores(storage);
    stores.account.trigger.loggedIn({ account: storedAccount });
    stores.preferences.trigger.set({ enableThumbnails: true });
    stores.banners.trigger.ignored({ id: 'offline' });
    stores.modals.trigger.dismissed({ id: 'welcome' });
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    expect(keys).toEqual(['__MW::auth', '__MW::preferences', '__MW::banners', '__MW::modals']);
    const reopened = createStores(storage);
    expect(reopened.account.getSnapshot().context.account).toEqual(storedAccount);
    expect(reopened.preferences.getSnapshot().context.enableThumbnails).toBe(true);
    expect(reopened.banners.getSnapshot().context.ignored).toEqual(['offline']);
    expect(reopened.modals.getSnapshot().context.dismissed).toEqual(['welcome']);
  });

  it('keeps what lasts a session in the session storage, and nothing of it in localStorage', () => {
    const storage = memoryStorage();
    const session = memoryStorage();
    createStores(storage, { session }).hiddenBanners.trigger.hidden({ id: 'offline' });
    expect(storage.length).toBe(0);
    expect(session.getItem('__MW::banners-hidden')).not.toBeNull();
    expect(createStores(storage, { session }).hiddenBanners.getSnapshot().context.hidden).toEqual([
      'offline',
    ]);
    expect(createStores(storage).hiddenBanners.getSnapshot().context.hidden).toEqual([]);
  });

  it('gives every call its own stores', () => {
    const first = createStores(memoryStorage());
    const second = createStores(memoryStorage());
    first.banners.trigger.ignored({ id: 'offline' });
    expect(second.banners.getSnapshot().context.ignored).toEqual([]);
  });
});
