import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/mini';
import { bookmarksStateSchema } from '../../../../src/contracts/stored.ts';
import {
  type BookmarkedMedia,
  createPersistedStore,
  type StorageLike,
} from '../../../../src/services/storage/index.ts';
import { bookmarksStore } from '../../../../src/services/storage/stores/bookmarks.ts';
import { memoryStorage } from '../../../support/memoryStorage.ts';
import { stored } from '../fixtures.ts';
import { at, queueInvariants } from './queueFixtures.ts';

const open = (storage: StorageLike = memoryStorage()) => ({
  storage,
  store: createPersistedStore(bookmarksStore, { storage, crossTab: new EventTarget() }),
});
type BookmarksEvent = Parameters<ReturnType<typeof open>['store']['send']>[0];

const arrival: BookmarkedMedia = {
  tmdbId: '329865',
  type: 'movie',
  title: 'Arrival',
  year: 2016,
  poster: 'https://image.example/w342/arrival.jpg',
};
const dark: BookmarkedMedia = { tmdbId: '70523', type: 'show', title: 'Dark', year: 2017 };
const { tmdbId: _arrivalId, ...arrivalEntity } = arrival;
const { tmdbId: _darkId, ...darkEntity } = dark;

/** A store holding Arrival and Dark, with nothing left to push. */
function withTwo() {
  const opened = open();
  opened.store.trigger.added({ media: arrival, at: at(1) });
  opened.store.trigger.added({ media: dark, at: at(2) });
  opened.store.trigger.dequeued({ ids: [1, 2] });
  return opened;
}

const context = (store: ReturnType<typeof open>['store']) => store.getSnapshot().context;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('bookmarks store', () => {
  it('starts with no bookmark and nothing to push', () => {
    expect(context(open().store)).toEqual({ bookmarks: {}, updateQueue: [], lastUpdateId: 0 });
  });

  describe('added', () => {
    it('keeps the bookmark at the given time and queues an add of it, under __MW::bookmarks', () => {
      const { store, storage } = open();
      store.trigger.added({ media: arrival, at: at(1) });
      const bookmark = { ...arrivalEntity, updatedAt: at(1) };
      const expected = {
        bookmarks: { '329865': bookmark },
        updateQueue: [{ id: 1, action: 'add', tmdbId: '329865', ...bookmark }],
        lastUpdateId: 1,
      };
      expect(context(store)).toEqual(expected);
      expect(storage.getItem('__MW::bookmarks')).toBe(stored(0, expected));
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
      // One pending change per bookmark: the latest, with the next number.
      expect(context(store).updateQueue).toEqual([
        { id: 5, action: 'add', tmdbId: '70523', ...bookmark },
      ]);
    });
  });

  describe('removed', () => {
    it('drops the bookmark and queues a delete in place of its queued add', () => {
      const { store } = open();
      store.trigger.added({ media: arrival, at: at(1) });
      store.trigger.added({ media: dark, at: at(2) });
      store.trigger.removed({ tmdbId: '329865' });
      expect(Object.keys(context(store).bookmarks)).toEqual(['70523']);
      expect(context(store).updateQueue).toEqual([
        { id: 2, action: 'add', tmdbId: '70523', ...darkEntity, updatedAt: at(2) },
        { id: 3, action: 'delete', tmdbId: '329865' },
      ]);
    });

    it('changes nothing for a title that is not bookmarked', () => {
      const { store } = withTwo();
      expect(store.can.removed({ tmdbId: '1' })).toBe(false);
    });
  });

  describe('groupsSet', () => {
    it('puts the bookmark in exactly these groups, once each, and queues an add', () => {
      const { store } = withTwo();
      store.trigger.groupsSet({
        tmdbId: '329865',
        group: ['Sci-fi', '[star]Best', 'Sci-fi'],
        at: at(3),
      });
      const bookmark = { ...arrivalEntity, group: ['Sci-fi', '[star]Best'], updatedAt: at(3) };
      expect(context(store).bookmarks['329865']).toEqual(bookmark);
      expect(context(store).updateQueue).toEqual([
        { id: 3, action: 'add', tmdbId: '329865', ...bookmark },
      ]);
      store.trigger.groupsSet({ tmdbId: '329865', group: [], at: at(4) });
      expect(context(store).bookmarks['329865']?.group).toEqual([]);
    });

    it('changes nothing for a title that is not bookmarked', () => {
      const { store } = withTwo();
      expect(store.can.groupsSet({ tmdbId: '1', group: ['Sci-fi'], at: at(3) })).toBe(false);
    });
  });

  describe('favoriteToggled', () => {
    it('adds the episode to the favourites, then takes it out, queueing an add each time', () => {
      const { store } = withTwo();
      store.trigger.favoriteToggled({ tmdbId: '70523', episodeId: 'e1', at: at(3) });
      store.trigger.favoriteToggled({ tmdbId: '70523', episodeId: 'e2', at: at(4) });
      expect(context(store).bookmarks['70523']?.favoriteEpisodes).toEqual(['e1', 'e2']);
      store.trigger.favoriteToggled({ tmdbId: '70523', episodeId: 'e1', at: at(5) });
      const bookmark = { ...darkEntity, favoriteEpisodes: ['e2'], updatedAt: at(5) };
      expect(context(store).bookmarks['70523']).toEqual(bookmark);
      expect(context(store).updateQueue).toEqual([
        { id: 5, action: 'add', tmdbId: '70523', ...bookmark },
      ]);
    });

    it("bookmarks a show that was not bookmarked as 'Unknown Show' and queues its add", () => {
      const { store } = open();
      store.trigger.favoriteToggled({ tmdbId: '1399', episodeId: 'e7', at: at(1) });
      const bookmark = {
        type: 'show',
        title: 'Unknown Show',
        favoriteEpisodes: ['e7'],
        updatedAt: at(1),
      };
      expect(context(store).bookmarks).toEqual({ '1399': bookmark });
      expect(context(store).updateQueue).toEqual([
        { id: 1, action: 'add', tmdbId: '1399', ...bookmark },
      ]);
    });
  });

  describe('groups across bookmarks', () => {
    /** Arrival in Sci-fi and Best, Dark in Sci-fi, Heat (in no group) — nothing to push. */
    function grouped() {
      const opened = withTwo();
      const { store } = opened;
      store.trigger.added({ media: { tmdbId: '949', type: 'movie', title: 'Heat' }, at: at(3) });
      store.trigger.groupsSet({ tmdbId: '329865', group: ['Sci-fi', 'Best'], at: at(4) });
      store.trigger.groupsSet({ tmdbId: '70523', group: ['Sci-fi'], at: at(5) });
      store.trigger.dequeued({ ids: [3, 4, 5] });
      return opened;
    }

    it('renames a group in every bookmark in it and queues an add of each changed one', () => {
      const { store } = grouped();
      store.trigger.groupRenamed({ from: 'Sci-fi', to: '[rocket]Space', at: at(6) });
      const { bookmarks, updateQueue } = context(store);
      expect(bookmarks['329865']?.group).toEqual(['[rocket]Space', 'Best']);
      expect(bookmarks['70523']?.group).toEqual(['[rocket]Space']);
      expect(bookmarks['949']?.group).toBeUndefined();
      expect(updateQueue).toEqual([
        { id: 6, action: 'add', tmdbId: '70523', ...bookmarks['70523'] },
        { id: 7, action: 'add', tmdbId: '329865', ...bookmarks['329865'] },
      ]);
      expect(updateQueue.map((update) => 'updatedAt' in update && update.updatedAt)).toEqual([
        at(6),
        at(6),
      ]);
    });

    it('merges a group renamed onto an existing one', () => {
      const { store } = grouped();
      store.trigger.groupRenamed({ from: 'Best', to: 'Sci-fi', at: at(6) });
      expect(context(store).bookmarks['329865']?.group).toEqual(['Sci-fi']);
      expect(context(store).updateQueue.map(({ tmdbId }) => tmdbId)).toEqual(['329865']);
    });

    it('changes nothing when renaming a group to its own name or one no bookmark is in', () => {
      const { store } = grouped();
      expect(store.can.groupRenamed({ from: 'Sci-fi', to: 'Sci-fi', at: at(6) })).toBe(false);
      const before = context(store);
      store.trigger.groupRenamed({ from: 'Drama', to: 'Crime', at: at(6) });
      expect(context(store)).toBe(before);
    });

    it('deletes a group from every bookmark in it and queues an add of each changed one', () => {
      const { store } = grouped();
      store.trigger.groupDeleted({ name: 'Sci-fi', at: at(6) });
      const { bookmarks, updateQueue } = context(store);
      expect(bookmarks['329865']?.group).toEqual(['Best']);
      expect(bookmarks['70523']?.group).toEqual([]);
      expect(updateQueue).toEqual([
        { id: 6, action: 'add', tmdbId: '70523', ...bookmarks['70523'] },
        { id: 7, action: 'add', tmdbId: '329865', ...bookmarks['329865'] },
      ]);
    });
  });

  it('replaces the bookmarks with the account’s without queueing, keeping pending changes', () => {
    const { store } = open();
    store.trigger.added({ media: arrival, at: at(1) });
    const fetched = { '70523': { ...darkEntity, group: ['Sci-fi'], updatedAt: at(0) } };
    store.trigger.replaced({ bookmarks: fetched });
    expect(context(store)).toEqual({
      bookmarks: fetched,
      updateQueue: [{ id: 1, action: 'add', tmdbId: '329865', ...arrivalEntity, updatedAt: at(1) }],
      lastUpdateId: 1,
    });
  });

  it('clears bookmarks and pending changes on logout, and keeps numbering changes after them', () => {
    const { store, storage } = open();
    store.trigger.added({ media: arrival, at: at(1) });
    store.trigger.added({ media: dark, at: at(2) });
    store.trigger.cleared();
    expect(context(store)).toEqual({ bookmarks: {}, updateQueue: [], lastUpdateId: 2 });
    expect(open(storage).store.getSnapshot().context.bookmarks).toEqual({});
    // A sync still pushing the old changes 1 and 2 must not dequeue the new one.
    store.trigger.added({ media: arrival, at: at(3) });
    store.trigger.dequeued({ ids: [1, 2] });
    expect(context(store).updateQueue.map(({ id }) => id)).toEqual([3]);
  });

  describe('dequeued', () => {
    it('removes the pushed changes only', () => {
      const { store } = open();
      store.trigger.added({ media: arrival, at: at(1) });
      store.trigger.added({ media: dark, at: at(2) });
      store.trigger.dequeued({ ids: [1] });
      expect(context(store).updateQueue.map(({ id }) => id)).toEqual([2]);
      expect(Object.keys(context(store).bookmarks).sort()).toEqual(['329865', '70523']);
    });

    it('keeps a change made while an older one of the same bookmark was being pushed', () => {
      const { store } = open();
      store.trigger.added({ media: arrival, at: at(1) });
      // The sync takes change 1; meanwhile the user puts Arrival in a group.
      store.trigger.groupsSet({ tmdbId: '329865', group: ['Sci-fi'], at: at(2) });
      store.trigger.dequeued({ ids: [1] });
      expect(context(store).updateQueue).toEqual([
        {
          id: 2,
          action: 'add',
          tmdbId: '329865',
          ...arrivalEntity,
          group: ['Sci-fi'],
          updatedAt: at(2),
        },
      ]);
    });

    it('writes nothing when none of the ids is queued', () => {
      const { store } = withTwo();
      expect(store.can.dequeued({ ids: [1, 2, 99] })).toBe(false);
    });
  });

  it('reads back what it stored', () => {
    const { store, storage } = open();
    store.trigger.added({ media: arrival, at: at(1) });
    store.trigger.favoriteToggled({ tmdbId: '70523', episodeId: 'e1', at: at(2) });
    store.trigger.groupsSet({ tmdbId: '329865', group: ['Sci-fi'], at: at(3) });
    store.trigger.removed({ tmdbId: '70523' });
    expect(open(storage).store.getSnapshot().context).toEqual(context(store));
  });

  it('starts empty from corrupted data and keeps that data under __MW::bookmarks-corrupt', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = stored(0, { bookmarks: { '1': { title: 'no type' } }, updateQueue: [] });
    const { store, storage } = open(memoryStorage({ '__MW::bookmarks': raw }));
    expect(context(store)).toEqual({ bookmarks: {}, updateQueue: [], lastUpdateId: 0 });
    expect(storage.getItem('__MW::bookmarks-corrupt')).toBe(raw);
  });
});

describe('bookmarks store, any sequence of events', () => {
  const tmdbId = fc.constantFrom('1', '2', '3');
  const groupName = fc.constantFrom('Sci-fi', 'Best', '[star]Kids');
  const time = fc.integer({ min: 0, max: 4_102_444_800_000 });
  const media = fc.record(
    {
      tmdbId,
      type: fc.constantFrom('movie', 'show'),
      title: fc.string(),
      year: fc.integer({ min: 1870, max: 2100 }),
      poster: fc.webUrl(),
    },
    { requiredKeys: ['tmdbId', 'type', 'title'] },
  ) as fc.Arbitrary<BookmarkedMedia>;

  /** What a user does: every change here is queued. */
  const userEvent: fc.Arbitrary<BookmarksEvent> = fc.oneof(
    fc.record({ type: fc.constant('added' as const), media, at: time }),
    fc.record({ type: fc.constant('removed' as const), tmdbId }),
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
  /** What the sync and the account machine do besides. */
  const syncEvent: fc.Arbitrary<BookmarksEvent> = fc.oneof(
    fc.record({
      type: fc.constant('dequeued' as const),
      ids: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 5 }),
    }),
    fc.constant({ type: 'cleared' as const }),
  );
  const replaced: fc.Arbitrary<BookmarksEvent> = fc.record({
    type: fc.constant('replaced' as const),
    bookmarks: fc.dictionary(
      tmdbId,
      fc.record({ type: fc.constantFrom('movie', 'show'), title: fc.string(), updatedAt: time }),
    ),
  });

  it('keeps a state that fits its schema and reads back the same', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(userEvent, syncEvent, replaced), { maxLength: 30 }),
        (events) => {
          const { store, storage } = open();
          for (const event of events) store.send(event);
          const state = context(store);
          expect(safeParse(bookmarksStateSchema, state).success).toBe(true);
          expect(open(storage).store.getSnapshot().context).toEqual(state);
          queueInvariants(state);
        },
      ),
    );
  });

  it('queues, for every bookmark with a pending change, what makes the backend match it', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(userEvent, syncEvent), { maxLength: 30 }), (events) => {
        const { store } = open();
        for (const event of events) store.send(event);
        const { bookmarks, updateQueue } = context(store);
        expect(new Set(updateQueue.map((update) => update.tmdbId)).size).toBe(updateQueue.length);
        for (const { id: _id, action, tmdbId, ...entity } of updateQueue) {
          if (action === 'delete') expect(bookmarks[tmdbId]).toBeUndefined();
          else expect(entity).toEqual(bookmarks[tmdbId]);
        }
      }),
    );
  });
});
