import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupOrderStateSchema } from '../../../../src/contracts/stored.ts';
import {
  groupOrderFetched,
  groupOrderSynced,
} from '../../../../src/services/storage/accountChanges.ts';
import type { StorageLike } from '../../../../src/services/storage/index.ts';
import { groupOrderStore as userGroupOrderStore } from '../../../../src/services/storage/stores/groupOrder.ts';
import { pendingGroupOrder } from '../../../../src/services/sync/pending.ts';
import { memoryStorage } from '../../../support/memoryStorage.ts';
import { stored, twoTabs, twoTabsWith } from '../fixtures.ts';
import { at } from './changeTimes.ts';
import { currentEpoch } from './epochs.ts';
import {
  expectNothingFromEpochBeforeLogout,
  expectSoundAfter,
  heardOfLogout,
  sendLive,
  syncAcrossLogout,
  syncedStoreKit,
  withSyncNews,
} from './storeFixtures.ts';

const KEY = '__MW::groupOrder';

/** The store, with what the sync tells it of the account. */
const groupOrderStore = withSyncNews(userGroupOrderStore, {
  accountFetched: ({ order, epoch }: { order: string[]; epoch: number }) =>
    groupOrderFetched(order, epoch),
  synced: ({ at, epoch }: { at: number; epoch: number }) => groupOrderSynced(at, epoch),
});

const { open, context, toPush } = syncedStoreKit(groupOrderStore, pendingGroupOrder);
type GroupOrderStore = ReturnType<typeof open>['store'];
type GroupOrderEvent = Parameters<GroupOrderStore['send']>[0];

/** A store holding the account's order, nothing to push. */
function fetched(order = ['Sci-fi', '[star]Best', 'Kids'], storage?: StorageLike) {
  const opened = open(storage);
  opened.store.trigger.accountFetched({ order, epoch: currentEpoch(opened.store) });
  return opened;
}

/** Two tabs holding the order Sci-fi, Kids, which the first saved and pushed at `time`. */
const pushedInTwoTabs = (time: number) =>
  twoTabsWith(groupOrderStore, (store) => {
    store.trigger.set({ order: ['Sci-fi', 'Kids'], at: time });
    store.trigger.synced({ at: time, epoch: currentEpoch(store) });
  });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('group order store', () => {
  it('starts with no order and nothing to push', () => {
    const { store } = open();
    expect(context(store)).toEqual({ epoch: 0, order: [], changedAt: 0, syncedAt: 0 });
    expect(toPush(store)).toBeNull();
  });

  it('keeps the order the user saved, once each, to push, under __MW::groupOrder', () => {
    const { store, storage } = open();
    store.trigger.set({ order: ['Kids', 'Sci-fi', 'Kids'], at: at(1) });
    expect(context(store).order).toEqual(['Kids', 'Sci-fi']);
    expect(toPush(store)).toEqual({ order: ['Kids', 'Sci-fi'], at: at(1) });
    expect(storage.getItem(KEY)).toBe(stored(1, context(store)));
  });

  it('changes nothing when the saved order is the current one', () => {
    const { store } = fetched();
    expect(store.can.set({ order: ['Sci-fi', '[star]Best', 'Kids'], at: at(1) })).toBe(false);
    expect(store.can.set({ order: ['Sci-fi', '[star]Best', 'Kids', 'Kids'], at: at(1) })).toBe(
      false,
    );
  });

  it('renames a group in place, merging it into one of the new name, to push', () => {
    const { store } = fetched();
    store.trigger.groupRenamed({ from: 'Sci-fi', to: '[rocket]Space', at: at(1) });
    expect(toPush(store)).toEqual({ order: ['[rocket]Space', '[star]Best', 'Kids'], at: at(1) });
    store.trigger.groupRenamed({ from: 'Kids', to: '[rocket]Space', at: at(2) });
    expect(toPush(store)).toEqual({ order: ['[rocket]Space', '[star]Best'], at: at(2) });
  });

  it('drops a deleted group, to push', () => {
    const { store } = fetched();
    store.trigger.groupDeleted({ name: '[star]Best', at: at(1) });
    expect(toPush(store)).toEqual({ order: ['Sci-fi', 'Kids'], at: at(1) });
  });

  it('changes nothing for a group not in the order, or renamed to its own name', () => {
    const { store } = fetched();
    expect(store.can.groupRenamed({ from: 'Drama', to: 'Crime', at: at(1) })).toBe(false);
    expect(store.can.groupRenamed({ from: 'Kids', to: 'Kids', at: at(1) })).toBe(false);
    expect(store.can.groupDeleted({ name: 'Drama', at: at(1) })).toBe(false);
  });

  describe('accountFetched', () => {
    it("takes the account's order when there is nothing to push", () => {
      const { store } = fetched(['Kids']);
      store.trigger.accountFetched({ order: ['Sci-fi', 'Kids'], epoch: currentEpoch(store) });
      expect(context(store).order).toEqual(['Sci-fi', 'Kids']);
      expect(toPush(store)).toBeNull();
    });

    it('keeps an order the user saved that is still to push', () => {
      const { store } = fetched(['Kids', 'Sci-fi']);
      store.trigger.set({ order: ['Sci-fi', 'Kids'], at: at(1) });
      expect(
        store.can.accountFetched({ order: ['Kids', 'Sci-fi'], epoch: currentEpoch(store) }),
      ).toBe(false);
      expect(toPush(store)).toEqual({ order: ['Sci-fi', 'Kids'], at: at(1) });
    });

    it('changes nothing when the account holds the same order', () => {
      const { store } = fetched(['Kids', 'Sci-fi']);
      expect(
        store.can.accountFetched({ order: ['Kids', 'Sci-fi'], epoch: currentEpoch(store) }),
      ).toBe(false);
    });

    it('stamps what it takes later than its own order, so a tab still holding that loses', () => {
      const { browser, two, first: fetching, second: stale } = pushedInTwoTabs(at(1));
      fetching.trigger.accountFetched({
        order: ['Kids', 'Sci-fi', 'Best'],
        epoch: currentEpoch(fetching),
      });
      // The other tab, still holding the old order, renames a group of the bookmarks.
      stale.trigger.groupRenamed({ from: 'Drama', to: 'Crime', at: at(2) });
      stale.trigger.groupDeleted({ name: 'Horror', at: at(2) });
      two.deliver();
      browser.settle();
      for (const store of [fetching, stale]) {
        expect(context(store).order).toEqual(['Kids', 'Sci-fi', 'Best']);
        expect(toPush(store)).toBeNull();
      }
    });
  });

  describe('synced', () => {
    it('has nothing left to push once the account holds the order, after a reload too', () => {
      const { store, storage } = fetched();
      store.trigger.set({ order: ['Kids', 'Sci-fi'], at: at(1) });
      store.trigger.synced({ at: at(1), epoch: currentEpoch(store) });
      expect(toPush(store)).toBeNull();
      expect(pendingGroupOrder(open(storage).store.getSnapshot().context)).toBeNull();
    });

    it('still pushes the newer order when the user reordered during the push', () => {
      const { store } = fetched();
      store.trigger.set({ order: ['Kids', 'Sci-fi'], at: at(1) });
      store.trigger.set({ order: ['Sci-fi', 'Kids'], at: at(2) });
      store.trigger.synced({ at: at(1), epoch: currentEpoch(store) });
      expect(toPush(store)).toEqual({ order: ['Sci-fi', 'Kids'], at: at(2) });
    });

    it('ignores an older push acknowledged after a newer one', () => {
      const { store } = fetched();
      store.trigger.set({ order: ['Kids', 'Sci-fi'], at: at(2) });
      store.trigger.synced({ at: at(2), epoch: currentEpoch(store) });
      expect(store.can.synced({ at: at(1), epoch: currentEpoch(store) })).toBe(false);
    });
  });

  describe('cleared', () => {
    it('clears the order on logout, after a reload too', () => {
      const { store, storage } = open();
      store.trigger.set({ order: ['Kids'], at: at(1) });
      store.trigger.cleared();
      const empty = { epoch: 1, order: [], changedAt: 0, syncedAt: 0 };
      expect(context(store)).toEqual(empty);
      expect(toPush(store)).toBeNull();
      expect(open(storage).store.getSnapshot().context).toEqual(empty);
    });

    it('is not undone by a tab still holding the order from before the logout', () => {
      const { browser, one, two } = twoTabs();
      const leaving = one.open(groupOrderStore);
      leaving.trigger.set({ order: ['Kids', 'Sci-fi'], at: at(1) });
      const stale = two.open(groupOrderStore);
      leaving.trigger.cleared();
      two.deliver();
      expect(context(stale).order).toEqual([]);
      browser.settle();
      expect(context(leaving).order).toEqual([]);
      expect(JSON.parse(browser.storage.getItem(KEY) ?? '').state.order).toEqual([]);
    });

    it.each(heardOfLogout)(
      'takes nothing from a sync that started before a logout this tab %s',
      (_, heard) => {
        const syncing = syncAcrossLogout(groupOrderStore, heard, (store) => {
          store.trigger.set({ order: ['Kids', 'Sci-fi'], at: at(1) });
          // A sync starts here: it pushes the order and fetches the account. Another tab logs out.
          return (epoch) => {
            store.trigger.synced({ at: at(1), epoch });
            store.trigger.accountFetched({ order: ['Drama'], epoch });
          };
        });
        expect(context(syncing)).toEqual({ epoch: 1, order: [], changedAt: 0, syncedAt: 0 });
      },
    );
  });

  it.each([
    ['this tab', at(2), at(1), ['Kids', 'Sci-fi']],
    ['the other tab', at(1), at(2), ['Sci-fi', 'Kids']],
  ])('keeps the later order of two tabs, here that of %s', (_, mine, theirs, order) => {
    const { browser, first: store, second: other } = twoTabsWith(groupOrderStore);
    // Each tab saves its order before hearing of the other's, the earlier one first.
    const saves = [
      { at: mine, save: () => store.trigger.set({ order: ['Kids', 'Sci-fi'], at: mine }) },
      { at: theirs, save: () => other.trigger.set({ order: ['Sci-fi', 'Kids'], at: theirs }) },
    ].sort((a, b) => a.at - b.at);
    for (const { save } of saves) save();
    browser.settle();
    for (const tab of [store, other]) {
      expect(context(tab).order).toEqual(order);
      expect(toPush(tab)).toEqual({ order, at: at(2) });
    }
  });

  it('still knows the order pushed when it hears late of an older write of another tab', () => {
    const { one, first: store, second: other } = twoTabsWith(groupOrderStore);
    other.trigger.set({ order: ['Kids', 'Sci-fi'], at: at(1) });
    other.trigger.synced({ at: at(1), epoch: currentEpoch(other) });
    // The event of the first write arrives when storage holds the second.
    one.deliver(1);
    expect(context(store).order).toEqual(['Kids', 'Sci-fi']);
    expect(toPush(store)).toBeNull();
    one.deliver();
    expect(context(store)).toEqual(context(other));
  });

  describe('a change on a device whose clock is now behind the order it replaces', () => {
    /** 00:02:30 by this device's clock, set back after the order of 00:03 was saved. */
    const behind = at(2) + 30_000;

    it.each<[string, (store: GroupOrderStore) => void, string[]]>([
      [
        'saved',
        (s) => s.trigger.set({ order: ['Kids', 'Sci-fi'], at: behind }),
        ['Kids', 'Sci-fi'],
      ],
      [
        'with a group renamed',
        (s) => s.trigger.groupRenamed({ from: 'Sci-fi', to: 'Space', at: behind }),
        ['Space', 'Kids'],
      ],
      [
        'with a group deleted',
        (s) => s.trigger.groupDeleted({ name: 'Sci-fi', at: behind }),
        ['Kids'],
      ],
    ])(
      'dates an order %s just after the one it replaces, so that it wins and is pushed',
      (_, change, order) => {
        const { browser, first: store, second: other } = pushedInTwoTabs(at(3));
        change(store);
        // The other tab still holds the order of 00:03 when it hears of the change.
        browser.settle();
        for (const tab of [store, other]) {
          expect(context(tab).order).toEqual(order);
          expect(toPush(tab)).toEqual({ order, at: at(3) + 1 });
        }
      },
    );

    it('keeps the time of a change the clock dates after the order it replaces', () => {
      const { store } = fetched();
      store.trigger.set({ order: ['Kids'], at: at(4) });
      expect(toPush(store)).toEqual({ order: ['Kids'], at: at(4) });
    });
  });

  describe('stored data', () => {
    it('reads back what it stored', () => {
      const { store, storage } = fetched();
      store.trigger.groupRenamed({ from: 'Kids', to: 'Family', at: at(1) });
      expect(open(storage).store.getSnapshot().context).toEqual(context(store));
    });

    it('starts empty from corrupted data and keeps that data under __MW::groupOrder-corrupt', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const raw = stored(1, { epoch: 0, order: 'Kids,Sci-fi', changedAt: 0, syncedAt: 0 });
      const { store, storage } = open(memoryStorage({ [KEY]: raw }));
      expect(context(store)).toEqual({ epoch: 0, order: [], changedAt: 0, syncedAt: 0 });
      expect(storage.getItem(`${KEY}-corrupt`)).toBe(raw);
    });

    it.each([
      [true, { order: ['Kids', 'Sci-fi'], at: at(9) }],
      [false, null],
    ])('migrates version 0 (changed: %s), backed up', (changed, pushed) => {
      vi.useFakeTimers({ now: at(9), toFake: ['Date'] });
      const raw = stored(0, { order: ['Kids', 'Sci-fi'], changed });
      const { store, storage } = open(memoryStorage({ [KEY]: raw }));
      expect(context(store).order).toEqual(['Kids', 'Sci-fi']);
      // Changed since the last push: pushed, as changed at the upgrade.
      expect(toPush(store)).toEqual(pushed);
      expect(storage.getItem(`${KEY}-backup-v0`)).toBe(raw);
      expect(open(storage).store.getSnapshot().context).toEqual(context(store));
    });
  });

  describe('any sequence of events', () => {
    const name = fc.constantFrom('Sci-fi', 'Kids', '[star]Best', 'Drama');
    const order = fc.array(name, { maxLength: 5 });
    const time = fc.integer({ min: 0, max: 20 }).map(at);
    const event: fc.Arbitrary<GroupOrderEvent> = fc.oneof(
      fc.record({ type: fc.constant('set' as const), order, at: time }),
      fc.record({ type: fc.constant('groupRenamed' as const), from: name, to: name, at: time }),
      fc.record({ type: fc.constant('groupDeleted' as const), name, at: time }),
      // Sent with the store's epoch (`live`), as by a sync that started in it.
      fc.record({
        type: fc.constant('accountFetched' as const),
        order: fc.uniqueArray(name),
        epoch: fc.constant(0),
      }),
      fc.record({ type: fc.constant('synced' as const), at: time, epoch: fc.constant(0) }),
      fc.constant({ type: 'cleared' as const }),
    );

    it('keeps a valid state, without duplicates, and reads it back', () => {
      fc.assert(
        fc.property(fc.array(event, { maxLength: 20 }), (events) => {
          const state = expectSoundAfter(groupOrderStore, groupOrderStateSchema, events);
          expect(new Set(state.order).size).toBe(state.order.length);
        }),
      );
    });

    it('takes nothing from a sync of an epoch before the last logout, whatever the data', () => {
      const syncEvent = event.filter((sent) => 'epoch' in sent);
      fc.assert(
        fc.property(fc.array(event, { maxLength: 20 }), syncEvent, fc.nat(), (events, sent, n) => {
          expectNothingFromEpochBeforeLogout(groupOrderStore, events, sent, n);
        }),
      );
    });

    it('has nothing to push once the account holds the order it had to push', () => {
      fc.assert(
        fc.property(fc.array(event, { maxLength: 20 }), (events) => {
          const { store } = open();
          sendLive(store, events);
          const pending = toPush(store);
          if (pending) store.trigger.synced({ at: pending.at, epoch: currentEpoch(store) });
          expect(toPush(store)).toBeNull();
        }),
      );
    });
  });
});
