import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type BookmarksState,
  bookmarksStateSchema,
  type StoredBookmark,
} from '../../../../src/contracts/stored.ts';
import {
  bookmarksFetched,
  bookmarksSynced,
} from '../../../../src/services/storage/accountChanges.ts';
import type { BookmarkedMedia, StorageLike } from '../../../../src/services/storage/index.ts';
import {
  mergeBookmarks,
  bookmarksStore as userBookmarksStore,
} from '../../../../src/services/storage/stores/bookmarks.ts';
import { pendingBookmarkChanges } from '../../../../src/services/sync/pending.ts';
import { memoryStorage } from '../../../support/memoryStorage.ts';
import { browserTabs, stored, storedState, twoTabs, twoTabsWith } from '../fixtures.ts';
import { at } from './changeTimes.ts';
import { currentEpoch } from './epochs.ts';
import {
  expectNothingFromEpochBeforeLogout,
  expectSoundAfter,
  heardOfLogout,
  inTwoTabs,
  sendLive,
  syncAcrossLogout,
  syncedStoreKit,
  type TabStep,
  tabSteps,
  withSyncNews,
} from './storeFixtures.ts';

const KEY = '__MW::bookmarks';

/** The store, with what the sync tells it of the account. */
const bookmarksStore = withSyncNews(userBookmarksStore, {
  accountFetched: ({
    bookmarks,
    epoch,
  }: {
    bookmarks: Readonly<Record<string, StoredBookmark>>;
    epoch: number;
  }) => bookmarksFetched(bookmarks, epoch),
  synced: ({
    changes,
    epoch,
  }: {
    changes: readonly { tmdbId: string; at: number }[];
    epoch: number;
  }) => bookmarksSynced(changes, epoch),
});

const { open, context, toPush } = syncedStoreKit(bookmarksStore, pendingBookmarkChanges);
type BookmarksStore = ReturnType<typeof open>['store'];
type BookmarksEvent = Parameters<BookmarksStore['send']>[0];
/** The sync pushed everything there was to push. */
const pushAll = (store: BookmarksStore) =>
  store.trigger.synced({ changes: toPush(store), epoch: currentEpoch(store) });

const arrival: BookmarkedMedia = {
  tmdbId: '329865',
  type: 'movie',
  title: 'Arrival',
  year: 2016,
  poster: 'https://image.example/w342/arrival.jpg',
};
const dark: BookmarkedMedia = { tmdbId: '70523', type: 'show', title: 'Dark', year: 2017 };
const heat: BookmarkedMedia = { tmdbId: '949', type: 'movie', title: 'Heat', year: 1995 };
const { tmdbId: _arrivalId, ...arrivalEntity } = arrival;
const { tmdbId: _darkId, ...darkEntity } = dark;
const { tmdbId: _heatId, ...heatEntity } = heat;

/** A store holding Arrival (changed at 1) and Dark (at 2), the account holding both. */
function withTwo(storage?: StorageLike) {
  const opened = open(storage);
  opened.store.trigger.added({ media: arrival, at: at(1) });
  opened.store.trigger.added({ media: dark, at: at(2) });
  pushAll(opened.store);
  return opened;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('bookmarks store', () => {
  it('starts with no bookmark and nothing to push', () => {
    const { store } = open();
    expect(context(store)).toEqual({ epoch: 0, bookmarks: {}, removed: {}, synced: {} });
    expect(toPush(store)).toEqual([]);
  });

  describe('added', () => {
    it('keeps the bookmark at the given time, to push, under __MW::bookmarks', () => {
      const { store, storage } = open();
      store.trigger.added({ media: arrival, at: at(1) });
      const bookmark = { ...arrivalEntity, updatedAt: at(1) };
      expect(context(store).bookmarks).toEqual({ '329865': bookmark });
      expect(toPush(store)).toEqual([{ action: 'add', tmdbId: '329865', at: at(1), bookmark }]);
      expect(storage.getItem(KEY)).toBe(stored(1, context(store)));
    });

    it('refreshes the details of a bookmark added again and keeps its groups and favourites', () => {
      const { store } = withTwo();
      store.trigger.groupsSet({ tmdbId: '70523', group: ['Sci-fi'], at: at(3) });
      store.trigger.favoriteToggled({ tmdbId: '70523', episodeId: 'e1', at: at(4) });
      store.trigger.added({ media: { ...dark, poster: '/dark.jpg' }, at: at(5) });
      const bookmark = {
        ...darkEntity,
        poster: '/dark.jpg',
        group: ['Sci-fi'],
        favoriteEpisodes: ['e1'],
        updatedAt: at(5),
      };
      expect(context(store).bookmarks['70523']).toEqual(bookmark);
      // Only the latest version of a bookmark is pushed, once.
      expect(toPush(store)).toEqual([{ action: 'add', tmdbId: '70523', at: at(5), bookmark }]);
    });

    it('brings a removed title back: its removal is no longer to push', () => {
      const { store } = withTwo();
      store.trigger.removed({ tmdbId: '329865', at: at(3) });
      store.trigger.added({ media: arrival, at: at(4) });
      expect(context(store).bookmarks['329865']).toEqual({ ...arrivalEntity, updatedAt: at(4) });
      expect(context(store).removed).toEqual({});
      expect(toPush(store).map(({ action, tmdbId }) => [action, tmdbId])).toEqual([
        ['add', '329865'],
      ]);
    });
  });

  describe('removed', () => {
    it('drops the bookmark and keeps the time of its removal, to push a delete', () => {
      const { store, storage } = open();
      store.trigger.added({ media: arrival, at: at(1) });
      store.trigger.added({ media: dark, at: at(2) });
      store.trigger.removed({ tmdbId: '329865', at: at(3) });
      expect(Object.keys(context(store).bookmarks)).toEqual(['70523']);
      expect(context(store).removed).toEqual({ '329865': at(3) });
      expect(toPush(store)).toEqual([
        {
          action: 'add',
          tmdbId: '70523',
          at: at(2),
          bookmark: { ...darkEntity, updatedAt: at(2) },
        },
        { action: 'delete', tmdbId: '329865', at: at(3) },
      ]);
      expect(open(storage).store.getSnapshot().context).toEqual(context(store));
    });

    it('changes nothing for a title that is not bookmarked, or already removed', () => {
      const { store } = withTwo();
      expect(store.can.removed({ tmdbId: '1', at: at(3) })).toBe(false);
      store.trigger.removed({ tmdbId: '70523', at: at(3) });
      expect(store.can.removed({ tmdbId: '70523', at: at(4) })).toBe(false);
      expect(context(store).removed).toEqual({ '70523': at(3) });
    });
  });

  describe('groupsSet', () => {
    it('puts the bookmark in exactly these groups, once each, to push', () => {
      const { store } = withTwo();
      store.trigger.groupsSet({
        tmdbId: '329865',
        group: ['Sci-fi', '[star]Best', 'Sci-fi'],
        at: at(3),
      });
      const bookmark = { ...arrivalEntity, group: ['Sci-fi', '[star]Best'], updatedAt: at(3) };
      expect(context(store).bookmarks['329865']).toEqual(bookmark);
      expect(toPush(store)).toEqual([{ action: 'add', tmdbId: '329865', at: at(3), bookmark }]);
      store.trigger.groupsSet({ tmdbId: '329865', group: [], at: at(4) });
      expect(context(store).bookmarks['329865']?.group).toEqual([]);
    });

    it('changes nothing for a title that is not bookmarked', () => {
      const { store } = withTwo();
      expect(store.can.groupsSet({ tmdbId: '1', group: ['Sci-fi'], at: at(3) })).toBe(false);
    });
  });

  describe('favoriteToggled', () => {
    it('adds the episode to the favourites, then takes it out, to push each time', () => {
      const { store } = withTwo();
      store.trigger.favoriteToggled({ tmdbId: '70523', episodeId: 'e1', at: at(3) });
      store.trigger.favoriteToggled({ tmdbId: '70523', episodeId: 'e2', at: at(4) });
      expect(context(store).bookmarks['70523']?.favoriteEpisodes).toEqual(['e1', 'e2']);
      store.trigger.favoriteToggled({ tmdbId: '70523', episodeId: 'e1', at: at(5) });
      const bookmark = { ...darkEntity, favoriteEpisodes: ['e2'], updatedAt: at(5) };
      expect(context(store).bookmarks['70523']).toEqual(bookmark);
      expect(toPush(store)).toEqual([{ action: 'add', tmdbId: '70523', at: at(5), bookmark }]);
    });

    it("bookmarks a show that was not bookmarked as 'Unknown Show', to push", () => {
      const { store } = open();
      store.trigger.favoriteToggled({ tmdbId: '1399', episodeId: 'e7', at: at(1) });
      const bookmark = {
        type: 'show',
        title: 'Unknown Show',
        favoriteEpisodes: ['e7'],
        updatedAt: at(1),
      };
      expect(context(store).bookmarks).toEqual({ '1399': bookmark });
      expect(toPush(store)).toEqual([{ action: 'add', tmdbId: '1399', at: at(1), bookmark }]);
    });
  });

  describe('groups across bookmarks', () => {
    /** Arrival in Sci-fi and Best, Dark in Sci-fi, Heat in no group; nothing to push. */
    function grouped() {
      const opened = withTwo();
      const { store } = opened;
      store.trigger.added({ media: heat, at: at(3) });
      store.trigger.groupsSet({ tmdbId: '329865', group: ['Sci-fi', 'Best'], at: at(4) });
      store.trigger.groupsSet({ tmdbId: '70523', group: ['Sci-fi'], at: at(5) });
      pushAll(store);
      return opened;
    }
    const pushedIds = (store: BookmarksStore) =>
      toPush(store)
        .map(({ tmdbId, at }) => [tmdbId, at])
        .sort();

    it('renames a group in every bookmark in it, to push each changed one', () => {
      const { store } = grouped();
      store.trigger.groupRenamed({ from: 'Sci-fi', to: '[rocket]Space', at: at(6) });
      const { bookmarks } = context(store);
      expect(bookmarks['329865']?.group).toEqual(['[rocket]Space', 'Best']);
      expect(bookmarks['70523']?.group).toEqual(['[rocket]Space']);
      expect(bookmarks['949']).toEqual({ ...heatEntity, updatedAt: at(3) });
      expect(pushedIds(store)).toEqual([
        ['329865', at(6)],
        ['70523', at(6)],
      ]);
    });

    it('merges a group renamed onto an existing one', () => {
      const { store } = grouped();
      store.trigger.groupRenamed({ from: 'Best', to: 'Sci-fi', at: at(6) });
      expect(context(store).bookmarks['329865']?.group).toEqual(['Sci-fi']);
      expect(pushedIds(store)).toEqual([['329865', at(6)]]);
    });

    it('changes nothing when renaming a group to its own name or one no bookmark is in', () => {
      const { store, storage } = grouped();
      expect(store.can.groupRenamed({ from: 'Sci-fi', to: 'Sci-fi', at: at(6) })).toBe(false);
      const before = context(store);
      const setItem = vi.spyOn(storage, 'setItem');
      store.trigger.groupRenamed({ from: 'Drama', to: 'Crime', at: at(6) });
      expect(context(store)).toBe(before);
      expect(setItem).not.toHaveBeenCalled();
    });

    it('deletes a group from every bookmark in it, to push each changed one', () => {
      const { store } = grouped();
      store.trigger.groupDeleted({ name: 'Sci-fi', at: at(6) });
      const { bookmarks } = context(store);
      expect(bookmarks['329865']?.group).toEqual(['Best']);
      expect(bookmarks['70523']?.group).toEqual([]);
      expect(pushedIds(store)).toEqual([
        ['329865', at(6)],
        ['70523', at(6)],
      ]);
    });
  });

  describe('synced', () => {
    it('has nothing left to push once the account holds every change, after a reload too', () => {
      const { store, storage } = open();
      store.trigger.added({ media: arrival, at: at(1) });
      store.trigger.added({ media: dark, at: at(2) });
      store.trigger.removed({ tmdbId: '329865', at: at(3) });
      pushAll(store);
      expect(toPush(store)).toEqual([]);
      expect(pendingBookmarkChanges(open(storage).store.getSnapshot().context)).toEqual([]);
    });

    it('still pushes a change made while an older one of the same bookmark was being pushed', () => {
      const { store } = open();
      store.trigger.added({ media: arrival, at: at(1) });
      const pushing = toPush(store);
      store.trigger.groupsSet({ tmdbId: '329865', group: ['Sci-fi'], at: at(2) });
      store.trigger.synced({ changes: pushing, epoch: currentEpoch(store) });
      expect(toPush(store)).toEqual([
        {
          action: 'add',
          tmdbId: '329865',
          at: at(2),
          bookmark: { ...arrivalEntity, group: ['Sci-fi'], updatedAt: at(2) },
        },
      ]);
    });

    it('does not push again when an older push is acknowledged after a newer one', () => {
      const { store } = open();
      store.trigger.added({ media: arrival, at: at(1) });
      store.trigger.groupsSet({ tmdbId: '329865', group: ['Sci-fi'], at: at(2) });
      store.trigger.synced({
        changes: [{ tmdbId: '329865', at: at(2) }],
        epoch: currentEpoch(store),
      });
      store.trigger.synced({
        changes: [{ tmdbId: '329865', at: at(1) }],
        epoch: currentEpoch(store),
      });
      expect(toPush(store)).toEqual([]);
    });
  });

  describe('accountFetched', () => {
    it("takes the account's version of every title with nothing to push, and its removals", () => {
      const { store } = withTwo();
      const arrivalThere: StoredBookmark = {
        ...arrivalEntity,
        group: ['Sci-fi'],
        updatedAt: at(5),
      };
      const heatThere: StoredBookmark = { ...heatEntity, updatedAt: at(4) };
      // Dark was removed on another device; Heat was bookmarked there.
      store.trigger.accountFetched({
        bookmarks: { '329865': arrivalThere, '949': heatThere },
        epoch: currentEpoch(store),
      });
      expect(context(store).bookmarks).toEqual({ '329865': arrivalThere, '949': heatThere });
      expect(toPush(store)).toEqual([]);
    });

    it('keeps the changes still to push: a bookmark, and a removal', () => {
      const { store } = withTwo();
      store.trigger.groupsSet({ tmdbId: '329865', group: ['Sci-fi'], at: at(3) });
      store.trigger.removed({ tmdbId: '70523', at: at(4) });
      const before = toPush(store);
      store.trigger.accountFetched({
        bookmarks: {
          '329865': { ...arrivalEntity, title: 'Arrival (old)', updatedAt: at(1) },
          '70523': { ...darkEntity, updatedAt: at(2) },
        },
        epoch: currentEpoch(store),
      });
      expect(context(store).bookmarks).toEqual({
        '329865': { ...arrivalEntity, group: ['Sci-fi'], updatedAt: at(3) },
      });
      expect(toPush(store)).toEqual(before);
    });

    it('keeps the version of a title it has whose content the account holds', () => {
      const { store } = withTwo();
      const before = context(store).bookmarks;
      store.trigger.accountFetched({
        bookmarks: {
          '329865': { ...arrivalEntity, updatedAt: at(1) },
          '70523': { ...darkEntity, updatedAt: at(2) },
        },
        epoch: currentEpoch(store),
      });
      expect(context(store).bookmarks).toEqual(before);
      expect(toPush(store)).toEqual([]);
    });

    it('stamps what it takes later than its own version, so a tab still holding that loses', () => {
      const { browser, one, two } = twoTabs();
      const fetching = one.open(bookmarksStore);
      fetching.trigger.added({ media: arrival, at: at(1) });
      fetching.trigger.added({ media: dark, at: at(2) });
      pushAll(fetching);
      const stale = two.open(bookmarksStore);
      // Another device, its clock behind, grouped Arrival and removed Dark.
      const arrivalThere = { ...arrivalEntity, group: ['Sci-fi'], updatedAt: at(0) };
      fetching.trigger.accountFetched({
        bookmarks: { '329865': arrivalThere },
        epoch: currentEpoch(fetching),
      });
      expect(context(fetching).bookmarks['329865']).toEqual({
        ...arrivalThere,
        updatedAt: at(1) + 1,
      });
      // The other tab still holds Arrival ungrouped and Dark when it makes a change of its own.
      stale.trigger.added({ media: heat, at: at(3) });
      browser.settle();
      for (const store of [fetching, stale]) {
        expect(context(store).bookmarks['329865']?.group).toEqual(['Sci-fi']);
        expect(context(store).bookmarks['70523']).toBeUndefined();
        expect(toPush(store).map(({ tmdbId }) => tmdbId)).toEqual(['949']);
      }
    });
  });

  describe('cleared', () => {
    it('forgets the bookmarks, removals and what the account held on logout, after a reload too', () => {
      const { store, storage } = withTwo();
      store.trigger.removed({ tmdbId: '70523', at: at(3) });
      store.trigger.cleared();
      const empty = { epoch: 1, bookmarks: {}, removed: {}, synced: {} };
      expect(context(store)).toEqual(empty);
      expect(toPush(store)).toEqual([]);
      expect(open(storage).store.getSnapshot().context).toEqual(empty);
    });

    it('is not undone by a tab still holding the bookmarks from before the logout', () => {
      const browser = browserTabs();
      const [one, two, three] = [browser.openTab(), browser.openTab(), browser.openTab()];
      const leaving = one.open(bookmarksStore);
      leaving.trigger.added({ media: arrival, at: at(1) });
      const [stale, changing] = [two.open(bookmarksStore), three.open(bookmarksStore)];
      leaving.trigger.cleared();
      // One tab hears of the logout; another makes a change before it does.
      two.deliver();
      changing.trigger.added({ media: dark, at: at(2) });
      expect(context(stale).bookmarks).toEqual({});
      expect(Object.keys(context(changing).bookmarks)).toEqual(['70523']);
      browser.settle();
      for (const store of [leaving, stale, changing]) {
        expect(Object.keys(context(store).bookmarks)).toEqual(['70523']);
        expect(context(store).epoch).toBe(1);
      }
    });

    it.each(heardOfLogout)(
      'takes nothing from a sync that started before a logout this tab %s',
      (_, heard) => {
        const syncing = syncAcrossLogout(bookmarksStore, heard, (store) => {
          store.trigger.added({ media: arrival, at: at(1) });
          // A sync starts here: it pushes Arrival and fetches the account. Another tab logs out.
          const pushed = toPush(store);
          return (epoch) => {
            store.trigger.synced({ changes: pushed, epoch });
            store.trigger.accountFetched({
              bookmarks: { '949': { ...heatEntity, updatedAt: at(2) } },
              epoch,
            });
          };
        });
        expect(context(syncing)).toEqual({ epoch: 1, bookmarks: {}, removed: {}, synced: {} });
      },
    );
  });

  describe('tabs that changed bookmarks before hearing of each other', () => {
    /**
     * Two tabs of one browser, sharing its storage; `setUp` runs in the first, and both hear of
     * it. Then each changes bookmarks before hearing of the other's changes.
     */
    function twoStores(setUp?: (store: BookmarksStore) => void) {
      const { browser, first, second } = twoTabsWith(bookmarksStore);
      if (setUp) {
        setUp(first);
        browser.settle();
      }
      return { browser, one: first, two: second };
    }
    const setUpTwo = (store: BookmarksStore) => {
      store.trigger.added({ media: arrival, at: at(1) });
      store.trigger.added({ media: dark, at: at(2) });
      pushAll(store);
    };

    it("keeps both tabs' bookmarks in both, and in storage", () => {
      const { browser, one, two } = twoStores();
      one.trigger.added({ media: arrival, at: at(1) });
      two.trigger.added({ media: dark, at: at(2) });
      browser.settle();
      for (const store of [one, two]) {
        expect(Object.keys(context(store).bookmarks).sort()).toEqual(['329865', '70523']);
        expect(storedState(browser.storage, KEY)).toEqual(context(store));
      }
    });

    it.each([
      ['the removal', ['Sci-fi'], undefined],
      ['the grouping', ['Best'], ['Sci-fi']],
    ])('keeps the later change of one title, here %s', (_, groupedFirst, group) => {
      const { browser, one, two } = twoStores(setUpTwo);
      two.trigger.groupsSet({ tmdbId: '329865', group: groupedFirst, at: at(3) });
      if (group) one.trigger.groupsSet({ tmdbId: '329865', group, at: at(4) });
      else one.trigger.removed({ tmdbId: '329865', at: at(4) });
      browser.settle();
      for (const store of [one, two]) {
        expect(context(store).bookmarks['329865']?.group).toEqual(group);
        expect(toPush(store).map(({ action, at }) => [action, at])).toEqual([
          [group ? 'add' : 'delete', at(4)],
        ]);
      }
    });

    it('changes nothing of a title another tab removed before, though this tab still shows it', () => {
      const { browser, one, two } = twoStores(setUpTwo);
      one.trigger.removed({ tmdbId: '329865', at: at(3) });
      expect(context(two).bookmarks['329865']).toBeDefined();
      two.trigger.groupsSet({ tmdbId: '329865', group: ['Sci-fi'], at: at(4) });
      expect(context(two).bookmarks['329865']).toBeUndefined();
      browser.settle();
      for (const store of [one, two]) {
        expect(context(store).removed['329865']).toBe(at(3));
        expect(toPush(store).map(({ action, at }) => [action, at])).toEqual([['delete', at(3)]]);
      }
    });

    // Bug: at equal times the later of two versions is decided on their JSON text, whose key
    // order depends on how each object was built; a storage round trip puts keys in the schema's
    // order, so each tab can prefer its own version and write it back, again and again.
    it('ends with the same version in both tabs for two changes of one title in one millisecond', () => {
      const { browser, one, two } = twoStores();
      const movie = { tmdbId: '1', type: 'movie', title: 'A' } as const;
      one.trigger.added({ media: { ...movie, year: 2000 }, at: at(5) });
      one.trigger.groupsSet({ tmdbId: '1', group: ['Sci-fi'], at: at(5) });
      one.trigger.added({ media: { ...movie, poster: '/a.jpg' }, at: at(5) });
      two.trigger.groupsSet({ tmdbId: '1', group: [], at: at(5) });
      browser.settle();
      expect(context(one).bookmarks).toEqual(context(two).bookmarks);
      expect(storedState(browser.storage, KEY)).toEqual(context(one));
    });
  });

  describe('a change on a device whose clock is behind the account', () => {
    /** 00:02:30 by this device's clock, after the account's change of 00:03. */
    const behind = at(2) + 30_000;
    const sciFiArrival: StoredBookmark = { ...arrivalEntity, group: ['Sci-fi'], updatedAt: at(3) };

    /**
     * Two tabs holding Arrival as the account has it, changed at 00:03 by a device whose clock is
     * ahead of this one's; `fetch` fetches the account again, unchanged.
     */
    function fetchedAhead(account: Record<string, StoredBookmark> = { '329865': sciFiArrival }) {
      const fetch = (store: BookmarksStore) =>
        store.trigger.accountFetched({ bookmarks: account, epoch: currentEpoch(store) });
      const { browser, first: store, second: other } = twoTabsWith(bookmarksStore, fetch);
      return { browser, store, other, fetch: () => fetch(store) };
    }

    it.each<[string, (store: BookmarksStore) => void, Omit<StoredBookmark, 'updatedAt'> | null]>([
      ['removed', (s) => s.trigger.removed({ tmdbId: '329865', at: behind }), null],
      [
        'added again',
        (s) => s.trigger.added({ media: { ...arrival, poster: '/new.jpg' }, at: behind }),
        { ...arrivalEntity, poster: '/new.jpg', group: ['Sci-fi'] },
      ],
      [
        'put in groups',
        (s) => s.trigger.groupsSet({ tmdbId: '329865', group: ['Best'], at: behind }),
        { ...arrivalEntity, group: ['Best'] },
      ],
      [
        'given a favourite episode',
        (s) => s.trigger.favoriteToggled({ tmdbId: '329865', episodeId: 'e1', at: behind }),
        { ...arrivalEntity, group: ['Sci-fi'], favoriteEpisodes: ['e1'] },
      ],
      [
        'regrouped by a group renamed',
        (s) => s.trigger.groupRenamed({ from: 'Sci-fi', to: 'Space', at: behind }),
        { ...arrivalEntity, group: ['Space'] },
      ],
      [
        'regrouped by a group deleted',
        (s) => s.trigger.groupDeleted({ name: 'Sci-fi', at: behind }),
        { ...arrivalEntity, group: [] },
      ],
    ])(
      'dates a bookmark %s just after the version it replaces, so that it wins',
      (_, change, bookmark) => {
        const { browser, store, other, fetch } = fetchedAhead();
        change(store);
        const dated = at(3) + 1;
        const expected = bookmark
          ? { bookmarks: { '329865': { ...bookmark, updatedAt: dated } }, removed: {} }
          : { bookmarks: {}, removed: { '329865': dated } };
        // The other tab still holds the account's version when it hears of the change.
        browser.settle();
        for (const tab of [store, other]) {
          const { bookmarks, removed } = context(tab);
          expect({ bookmarks, removed }).toEqual(expected);
        }
        // Fetched again before the push, the account's version does not undo it either.
        fetch();
        const { bookmarks, removed } = context(store);
        expect({ bookmarks, removed }).toEqual(expected);
        expect(toPush(store).map(({ action, at }) => [action, at])).toEqual([
          [bookmark ? 'add' : 'delete', dated],
        ]);
      },
    );

    it('dates a title bookmarked again just after its removal', () => {
      const { browser, store, other } = fetchedAhead();
      // The account no longer holds Arrival: removed here at the time of the version it had.
      store.trigger.accountFetched({ bookmarks: {}, epoch: currentEpoch(store) });
      expect(context(store).removed).toEqual({ '329865': at(3) });
      store.trigger.added({ media: arrival, at: behind });
      browser.settle();
      for (const tab of [store, other]) {
        expect(context(tab).bookmarks['329865']).toEqual({
          ...arrivalEntity,
          updatedAt: at(3) + 1,
        });
        expect(context(tab).removed).toEqual({});
      }
    });

    it('keeps the time of a change the clock dates after the version it replaces', () => {
      const { store } = fetchedAhead();
      store.trigger.removed({ tmdbId: '329865', at: at(4) });
      expect(context(store).removed).toEqual({ '329865': at(4) });
    });
  });

  describe('stored data', () => {
    it('reads back what it stored', () => {
      const { store, storage } = withTwo();
      store.trigger.favoriteToggled({ tmdbId: '70523', episodeId: 'e1', at: at(3) });
      store.trigger.groupsSet({ tmdbId: '329865', group: ['Sci-fi'], at: at(4) });
      store.trigger.removed({ tmdbId: '70523', at: at(5) });
      expect(open(storage).store.getSnapshot().context).toEqual(context(store));
    });

    it('starts empty from corrupted data and keeps that data under __MW::bookmarks-corrupt', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const raw = stored(1, {
        epoch: 0,
        bookmarks: { '1': { title: 'no type' } },
        removed: {},
        synced: {},
      });
      const { store, storage } = open(memoryStorage({ [KEY]: raw }));
      expect(context(store)).toEqual({ epoch: 0, bookmarks: {}, removed: {}, synced: {} });
      expect(storage.getItem(`${KEY}-corrupt`)).toBe(raw);
    });

    it('migrates the queue of version 0: queued changes stay to push, the rest is synced', () => {
      vi.useFakeTimers({ now: at(9), toFake: ['Date'] });
      const heatBookmark = { ...heatEntity, group: ['Crime'], updatedAt: at(3) };
      const darkBookmark = { ...darkEntity, updatedAt: at(2) };
      const raw = stored(0, {
        bookmarks: { '949': heatBookmark, '70523': darkBookmark },
        updateQueue: [
          { id: 4, action: 'delete', tmdbId: '329865' },
          { id: 5, action: 'add', tmdbId: '949', ...heatBookmark },
        ],
        lastUpdateId: 5,
      });
      const { store, storage } = open(memoryStorage({ [KEY]: raw }));
      expect(context(store).bookmarks).toEqual({ '949': heatBookmark, '70523': darkBookmark });
      expect(toPush(store)).toEqual([
        { action: 'add', tmdbId: '949', at: at(3), bookmark: heatBookmark },
        // A queued removal had no time: it gets the upgrade's.
        { action: 'delete', tmdbId: '329865', at: at(9) },
      ]);
      expect(storage.getItem(`${KEY}-backup-v0`)).toBe(raw);
      expect(JSON.parse(storage.getItem(KEY) ?? '').version).toBe(1);
      expect(open(storage).store.getSnapshot().context).toEqual(context(store));
    });
  });
});

describe('bookmarks store, any sequence of events', () => {
  const tmdbId = fc.constantFrom('1', '2', '3');
  const groupName = fc.constantFrom('Sci-fi', 'Best', '[star]Kids');
  const title = fc.constantFrom('Arrival', 'Dark', 'Heat');
  const time = fc.integer({ min: 0, max: 20 }).map(at);
  const media = fc.record(
    {
      tmdbId,
      type: fc.constantFrom('movie', 'show'),
      title,
      year: fc.integer({ min: 1870, max: 2100 }),
      poster: fc.constantFrom('/a.jpg', '/b.jpg'),
    },
    { requiredKeys: ['tmdbId', 'type', 'title'] },
  ) as fc.Arbitrary<BookmarkedMedia>;
  const bookmark: fc.Arbitrary<StoredBookmark> = fc.record(
    {
      type: fc.constantFrom('movie', 'show'),
      title,
      year: fc.integer({ min: 1870, max: 2100 }),
      group: fc.uniqueArray(groupName, { maxLength: 2 }),
      favoriteEpisodes: fc.uniqueArray(fc.constantFrom('e1', 'e2'), { maxLength: 2 }),
      updatedAt: time,
    },
    { requiredKeys: ['type', 'title', 'updatedAt'] },
  );

  /** What a user does. */
  const userEvent: fc.Arbitrary<BookmarksEvent> = fc.oneof(
    fc.record({ type: fc.constant('added' as const), media, at: time }),
    fc.record({ type: fc.constant('removed' as const), tmdbId, at: time }),
    fc.record({
      type: fc.constant('groupsSet' as const),
      tmdbId,
      group: fc.array(groupName, { maxLength: 4 }),
      at: time,
    }),
    fc.record({
      type: fc.constant('favoriteToggled' as const),
      tmdbId,
      episodeId: fc.constantFrom('e1', 'e2'),
      at: time,
    }),
    fc.record({
      type: fc.constant('groupRenamed' as const),
      from: groupName,
      to: groupName,
      at: time,
    }),
    fc.record({ type: fc.constant('groupDeleted' as const), name: groupName, at: time }),
  );
  /**
   * What the sync and the account machine do besides; sent with the store's epoch (`live`), as a
   * sync that started in it.
   */
  const syncEvent: fc.Arbitrary<BookmarksEvent> = fc.oneof(
    fc.record({
      type: fc.constant('accountFetched' as const),
      bookmarks: fc.dictionary(tmdbId, bookmark),
      epoch: fc.constant(0),
    }),
    fc.record({
      type: fc.constant('synced' as const),
      changes: fc.array(fc.record({ tmdbId, at: time }), { maxLength: 3 }),
      epoch: fc.constant(0),
    }),
  );
  const cleared = fc.constant({ type: 'cleared' as const });
  const anyEvent = fc.oneof(
    { weight: 6, arbitrary: userEvent },
    { weight: 3, arbitrary: syncEvent },
    { weight: 1, arbitrary: cleared },
  );

  /** A tab's data after these events. */
  const stateAfter = (events: readonly BookmarksEvent[]): BookmarksState => {
    const { store } = open();
    sendLive(store, events);
    return context(store);
  };
  const state = fc.array(anyEvent, { maxLength: 25 }).map(stateAfter);

  it('keeps a state that fits its schema and reads back the same', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        expectSoundAfter(bookmarksStore, bookmarksStateSchema, events);
      }),
    );
  });

  it('merges two tabs’ data the same in either order, and a merge again changes nothing', () => {
    fc.assert(
      fc.property(state, state, (a, b) => {
        const merged = mergeBookmarks(a, b);
        expect(mergeBookmarks(b, a)).toEqual(merged);
        expect(mergeBookmarks(a, a)).toEqual(a);
        expect(mergeBookmarks(merged, b)).toEqual(merged);
        expect(mergeBookmarks(merged, a)).toEqual(merged);
      }),
    );
  });

  it('merges three tabs’ data the same whichever two it merges first', () => {
    fc.assert(
      fc.property(state, state, state, (a, b, c) => {
        expect(mergeBookmarks(mergeBookmarks(a, b), c)).toEqual(
          mergeBookmarks(a, mergeBookmarks(b, c)),
        );
      }),
    );
  });

  /** A title as the user last left it: a bookmark, or removed at a time. */
  type Version = StoredBookmark | { removedAt: number };
  const versionIn = (state: BookmarksState, id: string): Version | undefined => {
    const removedAt = state.removed[id];
    return state.bookmarks[id] ?? (removedAt === undefined ? undefined : { removedAt });
  };

  /**
   * The `n`th event as the device's clock has it: a minute after the one before, half a minute
   * off the account's times so that two versions of a title never tie. The account's versions may
   * be dated after it (by a device whose clock is ahead): a change made here still replaces them.
   */
  const onDeviceClock = (event: BookmarksEvent, n: number): BookmarksEvent =>
    ('at' in event ? { ...event, at: at(n) + 30_000 } : event) as BookmarksEvent;

  /**
   * Plays the steps in two tabs sharing one storage, each event on the device's clock (see
   * `inTwoTabs`). `onEvent` sees each event sent, with the tab's data before and after it.
   */
  const inBookmarkTabs = (
    steps: readonly TabStep<BookmarksEvent>[],
    onEvent?: (event: BookmarksEvent, before: BookmarksState, after: BookmarksState) => void,
  ) => inTwoTabs(bookmarksStore, steps, onDeviceClock, onEvent);

  it('leaves two tabs that exchange their data with the latest change of every title', () => {
    fc.assert(
      fc.property(tabSteps(userEvent), (steps) => {
        /** Per title, its version after the latest change made to it in either tab. */
        const latest = new Map<string, Version>();
        const { converged, sent } = inBookmarkTabs(steps, (_, before, after) => {
          for (const id of ['1', '2', '3']) {
            const version = versionIn(after, id);
            if (version && !isDeepStrictEqual(version, versionIn(before, id))) {
              latest.set(id, version);
            }
          }
        });
        for (const id of ['1', '2', '3']) {
          expect(versionIn(converged, id)).toEqual(latest.get(id));
        }
        // Each change was built on every change before it, as in one tab.
        expect(converged).toEqual(stateAfter(sent));
      }),
    );
  });

  it('leaves two tabs, whatever each did and heard late, with the data of one tab that did all', () => {
    fc.assert(
      fc.property(tabSteps(anyEvent), (steps) => {
        const { converged, sent } = inBookmarkTabs(steps);
        expect(converged).toEqual(stateAfter(sent));
      }),
      { numRuns: 300 },
    );
  });

  it('takes nothing from a sync of an epoch before the last logout, whatever the data', () => {
    fc.assert(
      fc.property(
        fc.array(anyEvent, { maxLength: 25 }),
        syncEvent,
        fc.nat(),
        (events, event, n) => {
          expectNothingFromEpochBeforeLogout(bookmarksStore, events, event, n);
        },
      ),
    );
  });

  it('has nothing to push once the account holds every change it had to push', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        const { store } = open();
        sendLive(store, events);
        pushAll(store);
        expect(toPush(store)).toEqual([]);
      }),
    );
  });
});
