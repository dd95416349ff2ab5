import { describe, expect, it } from 'vitest';
import { createPersistedStore } from '../../../../src/services/storage/index.ts';
import { modalsStore } from '../../../../src/services/storage/stores/modals.ts';
import { memoryStorage } from '../../../support/memoryStorage.ts';
import { stored } from '../fixtures.ts';

const open = (storage = memoryStorage()) => ({
  storage,
  store: createPersistedStore(modalsStore, { storage, crossTab: new EventTarget() }),
});

describe('modals store', () => {
  it('starts with no modal dismissed', () => {
    expect(open().store.getSnapshot().context).toEqual({ dismissed: [] });
  });

  it('remembers a dismissed modal under __MW::modals', () => {
    const { store, storage } = open();
    store.trigger.dismissed({ id: 'welcome' });
    expect(storage.getItem('__MW::modals')).toBe(stored(0, { dismissed: ['welcome'] }));
  });

  it('dismisses a modal once only', () => {
    const { store } = open();
    store.trigger.dismissed({ id: 'welcome' });
    expect(store.can.dismissed({ id: 'welcome' })).toBe(false);
    store.trigger.dismissed({ id: 'welcome' });
    expect(store.getSnapshot().context.dismissed).toEqual(['welcome']);
  });
});
