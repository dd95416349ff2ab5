import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/mini';
import { groupOrderStateSchema } from '../../../../src/contracts/stored.ts';
import { createPersistedStore, type StorageLike } from '../../../../src/services/storage/index.ts';
import { groupOrderStore } from '../../../../src/services/storage/stores/groupOrder.ts';
import { memoryStorage } from '../../../support/memoryStorage.ts';
import { stored } from '../fixtures.ts';

const open = (storage: StorageLike = memoryStorage()) => ({
  storage,
  store: createPersistedStore(groupOrderStore, { storage, crossTab: new EventTarget() }),
});
type GroupOrderEvent = Parameters<ReturnType<typeof open>['store']['send']>[0];
const context = (store: ReturnType<typeof open>['store']) => store.getSnapshot().context;

/** A store holding the account's order, nothing to push. */
function fetched(order = ['Sci-fi', '[star]Best', 'Kids']) {
  const opened = open();
  opened.store.trigger.replaced({ order });
  return opened;
}

describe('group order store', () => {
  it('starts with no order and nothing to push', () => {
    expect(context(open().store)).toEqual({ order: [], changed: false });
  });

  it('keeps the order the user saved, once each, to be pushed, under __MW::groupOrder', () => {
    const { store, storage } = open();
    store.trigger.set({ order: ['Kids', 'Sci-fi', 'Kids'] });
    expect(context(store)).toEqual({ order: ['Kids', 'Sci-fi'], changed: true });
    expect(storage.getItem('__MW::groupOrder')).toBe(
      stored(0, { order: ['Kids', 'Sci-fi'], changed: true }),
    );
  });

  it('changes nothing when the saved order is the current one', () => {
    const { store } = fetched();
    expect(store.can.set({ order: ['Sci-fi', '[star]Best', 'Kids'] })).toBe(false);
  });

  it('renames a group in place, merging it into one of the new name', () => {
    const { store } = fetched();
    store.trigger.groupRenamed({ from: 'Sci-fi', to: '[rocket]Space' });
    expect(context(store)).toEqual({
      order: ['[rocket]Space', '[star]Best', 'Kids'],
      changed: true,
    });
    store.trigger.groupRenamed({ from: 'Kids', to: '[rocket]Space' });
    expect(context(store).order).toEqual(['[rocket]Space', '[star]Best']);
  });

  it('drops a deleted group', () => {
    const { store } = fetched();
    store.trigger.groupDeleted({ name: '[star]Best' });
    expect(context(store)).toEqual({ order: ['Sci-fi', 'Kids'], changed: true });
  });

  it('changes nothing for a group not in the order, or renamed to its own name', () => {
    const { store } = fetched();
    expect(store.can.groupRenamed({ from: 'Drama', to: 'Crime' })).toBe(false);
    expect(store.can.groupRenamed({ from: 'Kids', to: 'Kids' })).toBe(false);
    expect(store.can.groupDeleted({ name: 'Drama' })).toBe(false);
  });

  it("takes the account's order with nothing to push, even over a change", () => {
    const { store } = open();
    store.trigger.set({ order: ['Kids'] });
    store.trigger.replaced({ order: ['Sci-fi'] });
    expect(context(store)).toEqual({ order: ['Sci-fi'], changed: false });
  });

  describe('pushed', () => {
    it('has nothing left to push once the current order is pushed', () => {
      const { store, storage } = fetched();
      store.trigger.set({ order: ['Kids', 'Sci-fi'] });
      store.trigger.pushed({ order: ['Kids', 'Sci-fi'] });
      expect(context(store)).toEqual({ order: ['Kids', 'Sci-fi'], changed: false });
      expect(open(storage).store.getSnapshot().context.changed).toBe(false);
    });

    it('still has the newer order to push when the user reordered during the push', () => {
      const { store } = fetched();
      store.trigger.set({ order: ['Kids', 'Sci-fi'] });
      store.trigger.set({ order: ['Sci-fi', 'Kids'] });
      store.trigger.pushed({ order: ['Kids', 'Sci-fi'] });
      expect(context(store)).toEqual({ order: ['Sci-fi', 'Kids'], changed: true });
    });
  });

  it('clears the order on logout', () => {
    const { store, storage } = open();
    store.trigger.set({ order: ['Kids'] });
    store.trigger.cleared();
    expect(context(store)).toEqual({ order: [], changed: false });
    expect(open(storage).store.getSnapshot().context).toEqual({ order: [], changed: false });
  });

  it('reads back what it stored', () => {
    const { store, storage } = fetched();
    store.trigger.groupRenamed({ from: 'Kids', to: 'Family' });
    expect(open(storage).store.getSnapshot().context).toEqual(context(store));
  });

  it('starts empty from corrupted data and keeps that data under __MW::groupOrder-corrupt', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = stored(0, { order: 'Kids,Sci-fi', changed: true });
    const { store, storage } = open(memoryStorage({ '__MW::groupOrder': raw }));
    expect(context(store)).toEqual({ order: [], changed: false });
    expect(storage.getItem('__MW::groupOrder-corrupt')).toBe(raw);
    vi.restoreAllMocks();
  });

  it('keeps a valid state, without duplicates, and reads it back after any sequence of events', () => {
    const name = fc.constantFrom('Sci-fi', 'Kids', '[star]Best', 'Drama');
    const order = fc.array(name, { maxLength: 5 });
    const event: fc.Arbitrary<GroupOrderEvent> = fc.oneof(
      fc.record({ type: fc.constant('set' as const), order }),
      fc.record({ type: fc.constant('groupRenamed' as const), from: name, to: name }),
      fc.record({ type: fc.constant('groupDeleted' as const), name }),
      fc.record({ type: fc.constant('replaced' as const), order: fc.uniqueArray(name) }),
      fc.record({ type: fc.constant('pushed' as const), order }),
      fc.constant({ type: 'cleared' as const }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        const { store, storage } = open();
        for (const sent of events) store.send(sent);
        const state = context(store);
        expect(safeParse(groupOrderStateSchema, state).success).toBe(true);
        expect(new Set(state.order).size).toBe(state.order.length);
        expect(open(storage).store.getSnapshot().context).toEqual(state);
      }),
    );
  });
});
