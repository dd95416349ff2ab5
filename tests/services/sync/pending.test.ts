import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  BookmarksState,
  ProgressState,
  StoredBookmark,
  StoredProgressItem,
} from '../../../src/contracts/stored.ts';
import {
  pendingBookmarkChanges,
  pendingGroupOrder,
  pendingProgressChanges,
  pendingSettings,
} from '../../../src/services/sync/pending.ts';
import { at } from '../storage/stores/changeTimes.ts';

/** `state` with the fields it lacks taken from `empty`. */
const filledFrom =
  <TState>(empty: TState) =>
  (state: Partial<TState>): TState => ({ ...empty, ...state });

const bookmark = (title: string, updatedAt: number): StoredBookmark => ({
  type: 'movie',
  title,
  updatedAt,
});
const bookmarks = filledFrom<BookmarksState>({ epoch: 0, bookmarks: {}, removed: {}, synced: {} });

describe('pendingBookmarkChanges', () => {
  it('has nothing to push when the account holds the latest change of every title', () => {
    const state = bookmarks({
      bookmarks: { '1': bookmark('Arrival', at(1)) },
      removed: { '2': at(2) },
      // The account may hold a change newer than this device's.
      synced: { '1': at(1), '2': at(3) },
    });
    expect(pendingBookmarkChanges(state)).toEqual([]);
  });

  it('lists every bookmark and removal newer than what the account holds, oldest first', () => {
    const state = bookmarks({
      bookmarks: {
        '1': bookmark('Arrival', at(3)),
        '2': bookmark('Dark', at(1)),
        '3': bookmark('Heat', at(2)),
      },
      removed: { '4': at(2), '5': at(0) },
      synced: { '1': at(1), '3': at(2), '4': at(1), '5': at(0) },
    });
    expect(pendingBookmarkChanges(state)).toEqual([
      { action: 'add', tmdbId: '2', at: at(1), bookmark: bookmark('Dark', at(1)) },
      { action: 'delete', tmdbId: '4', at: at(2) },
      { action: 'add', tmdbId: '1', at: at(3), bookmark: bookmark('Arrival', at(3)) },
    ]);
  });

  it('puts a removal before a bookmark changed at the same time', () => {
    const state = bookmarks({
      bookmarks: { '1': bookmark('Arrival', at(5)) },
      removed: { '2': at(5) },
    });
    expect(pendingBookmarkChanges(state).map(({ action }) => action)).toEqual(['delete', 'add']);
  });
});

const movie = (updatedAt: number, watched = 10): StoredProgressItem => ({
  type: 'movie',
  title: 'Arrival',
  year: 2016,
  updatedAt,
  progress: { watched, duration: 6960 },
  seasons: {},
  episodes: {},
});
/** Dark with these episodes of season 1, each changed at its time. */
const show = (episodes: Record<string, number>): StoredProgressItem => ({
  type: 'show',
  title: 'Dark',
  updatedAt: Math.max(...Object.values(episodes)),
  seasons: { s1: { id: 's1', number: 1, title: 'Season 1' } },
  episodes: Object.fromEntries(
    Object.entries(episodes).map(([id, updatedAt]) => [
      id,
      {
        id,
        number: Number(id.slice(1)),
        title: `Episode ${id.slice(1)}`,
        seasonId: 's1',
        updatedAt,
        progress: { watched: 100, duration: 3000 },
      },
    ]),
  ),
});
const progress = filledFrom<ProgressState>({ epoch: 0, items: {}, removed: {}, synced: {} });

describe('pendingProgressChanges', () => {
  it('has nothing to push when the account holds the latest change of every part', () => {
    const state = progress({
      items: { '329865': movie(at(1)), '70523': show({ e1: at(2) }) },
      removed: { '550': at(3) },
      synced: { '329865/': at(1), '70523/e1': at(2), '550': at(3) },
    });
    expect(pendingProgressChanges(state)).toEqual([]);
  });

  it("lists each movie's and episode's progress newer than the account's, oldest first", () => {
    const state = progress({
      items: { '329865': movie(at(3)), '70523': show({ e1: at(1), e2: at(2), e3: at(4) }) },
      synced: { '329865/': at(2), '70523/e2': at(2) },
    });
    expect(pendingProgressChanges(state)).toEqual([
      {
        action: 'upsert',
        key: '70523/e1',
        at: at(1),
        payload: {
          tmdbId: '70523',
          meta: { title: 'Dark', type: 'show' },
          watched: 100,
          duration: 3000,
          episodeId: 'e1',
          episodeNumber: 1,
          seasonId: 's1',
          seasonNumber: 1,
          updatedAt: at(1),
        },
      },
      {
        action: 'upsert',
        key: '329865/',
        at: at(3),
        payload: {
          tmdbId: '329865',
          meta: { title: 'Arrival', type: 'movie', year: 2016 },
          watched: 10,
          duration: 6960,
          updatedAt: at(3),
        },
      },
      expect.objectContaining({ action: 'upsert', key: '70523/e3', at: at(4) }),
    ]);
  });

  it('pushes the removal of a whole title, never that of one movie or episode', () => {
    const state = progress({
      // Removals of parts follow the account: another device removed them there.
      removed: { '70523': at(2), '70523/e1': at(3), '329865/': at(4), '550': at(1) },
      synced: { '550': at(1) },
    });
    expect(pendingProgressChanges(state)).toEqual([
      { action: 'delete', key: '70523', tmdbId: '70523', at: at(2) },
    ]);
  });

  it('puts the removal of a title before what was saved at the same time', () => {
    const state = progress({
      items: { '329865': movie(at(5)) },
      removed: { '70523': at(5) },
    });
    expect(pendingProgressChanges(state).map(({ action }) => action)).toEqual(['delete', 'upsert']);
  });
});

describe('pendingGroupOrder', () => {
  it('is the order and its time when it changed after the order the account holds', () => {
    const state = { epoch: 0, order: ['Kids', 'Sci-fi'], changedAt: at(2), syncedAt: at(1) };
    expect(pendingGroupOrder(state)).toEqual({ order: ['Kids', 'Sci-fi'], at: at(2) });
  });

  it.each([
    ['the account holds it', at(2), at(2)],
    ['the account holds a later one', at(2), at(3)],
    ['it never changed', 0, 0],
  ])('is null when %s', (_, changedAt, syncedAt) => {
    expect(pendingGroupOrder({ epoch: 0, order: ['Kids'], changedAt, syncedAt })).toBeNull();
  });
});

describe('pendingSettings', () => {
  it('is null when the account holds every change', () => {
    expect(pendingSettings({ epoch: 0, settingChanges: {}, settingsSynced: {} })).toBeNull();
    expect(
      pendingSettings({
        epoch: 0,
        settingChanges: { enableAutoplay: { value: false, at: at(1) } },
        settingsSynced: { enableAutoplay: at(2) },
      }),
    ).toBeNull();
  });

  it('has the value and time of each setting changed after what the account holds', () => {
    const pending = pendingSettings({
      epoch: 1,
      settingChanges: {
        enableAutoplay: { value: false, at: at(3) },
        applicationTheme: { value: null, at: at(1) },
        febboxKey: { value: 'a-token', at: at(2) },
      },
      // The account never held the theme; it holds the autoplay of before this change.
      settingsSynced: { enableAutoplay: at(2), febboxKey: at(2) },
    });
    expect(pending).toEqual({
      values: { enableAutoplay: false, applicationTheme: null },
      times: { enableAutoplay: at(3), applicationTheme: at(1) },
    });
  });
});

describe('pending changes of any data', () => {
  const tmdbId = fc.constantFrom('1', '2', '3', '4');
  const time = fc.integer({ min: 0, max: 5 }).map(at);
  const state = fc
    .record({
      bookmarks: fc.dictionary(
        tmdbId,
        time.map((t) => bookmark('A', t)),
      ),
      removed: fc.dictionary(tmdbId, time),
      synced: fc.dictionary(tmdbId, time),
    })
    .map(({ bookmarks: kept, removed, synced }) =>
      bookmarks({
        bookmarks: kept,
        // A title is bookmarked or removed, not both.
        removed: Object.fromEntries(Object.entries(removed).filter(([id]) => !(id in kept))),
        synced,
      }),
    );

  it('lists each title changed after the account’s version once, oldest first, removals first', () => {
    fc.assert(
      fc.property(state, (state) => {
        const changes = pendingBookmarkChanges(state);
        const changedAt = (id: string) => state.bookmarks[id]?.updatedAt ?? state.removed[id];
        const expected = ['1', '2', '3', '4'].filter((id) => {
          const at = changedAt(id);
          const synced = state.synced[id];
          return at !== undefined && (synced === undefined || at > synced);
        });
        expect(changes.map(({ tmdbId }) => tmdbId).sort()).toEqual(expected);
        for (const [before, after] of changes.slice(1).map((c, i) => [changes[i], c] as const)) {
          if (before === undefined) continue;
          expect(before.at).toBeLessThanOrEqual(after.at);
          if (before.at === after.at)
            expect([before.action, after.action]).not.toEqual(['add', 'delete']);
        }
      }),
    );
  });
});
