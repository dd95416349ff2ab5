import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeParse } from 'zod/mini';
import { progressStateSchema } from '../../../../src/contracts/stored.ts';
import {
  type CatalogueEntry,
  createPersistedStore,
  type StorageLike,
  type WatchedMedia,
  type WatchedTitle,
} from '../../../../src/services/storage/index.ts';
import { progressStore } from '../../../../src/services/storage/stores/progress.ts';
import { memoryStorage } from '../../../support/memoryStorage.ts';
import { stored } from '../fixtures.ts';
import { at, queueInvariants } from './queueFixtures.ts';

const open = (storage: StorageLike = memoryStorage()) => ({
  storage,
  store: createPersistedStore(progressStore, { storage, crossTab: new EventTarget() }),
});
type ProgressEvent = Parameters<ReturnType<typeof open>['store']['send']>[0];
const context = (store: ReturnType<typeof open>['store']) => store.getSnapshot().context;

const arrival: WatchedMedia = {
  tmdbId: '329865',
  type: 'movie',
  title: 'Arrival',
  releaseYear: 2016,
  poster: '/arrival.jpg',
};
const dark: WatchedTitle = { tmdbId: '70523', title: 'Dark', releaseYear: 2017 };
const season1: CatalogueEntry = { tmdbId: 's1', number: 1, title: 'Season 1' };
const season2: CatalogueEntry = { tmdbId: 's2', number: 2, title: 'Season 2' };
const episode = (number: number, season = season1): CatalogueEntry => ({
  tmdbId: `${season.tmdbId}e${number}`,
  number,
  title: `Episode ${number}`,
});
const darkAt = (ep: CatalogueEntry, season = season1): WatchedMedia => ({
  ...dark,
  type: 'show',
  season,
  episode: ep,
});
const watched = (seconds: number, duration = 3000) => ({ watched: seconds, duration });

/** The upsert the sync would push for an episode of Dark. */
const darkUpsert = (
  id: number,
  ep: CatalogueEntry,
  progress: { watched: number; duration: number },
  updatedAt: number,
  season = season1,
) => ({
  id,
  action: 'upsert',
  tmdbId: '70523',
  type: 'show',
  title: 'Dark',
  year: 2017,
  updatedAt,
  progress,
  episodeId: ep.tmdbId,
  seasonId: season.tmdbId,
  episodeNumber: ep.number,
  seasonNumber: season.number,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('progress store', () => {
  it('starts with no progress and nothing to push', () => {
    expect(context(open().store)).toEqual({ items: {}, updateQueue: [], lastUpdateId: 0 });
  });

  describe('updated', () => {
    it("keeps a movie's progress and queues an upsert of it, under __MW::progress", () => {
      const { store, storage } = open();
      store.trigger.updated({ media: arrival, progress: watched(600, 6960), at: at(1) });
      const details = {
        type: 'movie',
        title: 'Arrival',
        year: 2016,
        poster: '/arrival.jpg',
        updatedAt: at(1),
      };
      const expected = {
        items: {
          '329865': { ...details, progress: watched(600, 6960), seasons: {}, episodes: {} },
        },
        updateQueue: [
          { id: 1, action: 'upsert', tmdbId: '329865', ...details, progress: watched(600, 6960) },
        ],
        lastUpdateId: 1,
      };
      expect(context(store)).toEqual(expected);
      expect(JSON.parse(storage.getItem('__MW::progress') ?? '')).toEqual({
        version: 0,
        state: expected,
      });
    });

    it("keeps an episode's progress with its season and queues an upsert naming both", () => {
      const { store } = open();
      store.trigger.updated({ media: darkAt(episode(1)), progress: watched(100), at: at(1) });
      store.trigger.updated({
        media: darkAt(episode(3, season2), season2),
        progress: watched(200),
        at: at(2),
      });
      expect(context(store).items).toEqual({
        '70523': {
          type: 'show',
          title: 'Dark',
          year: 2017,
          updatedAt: at(2),
          seasons: {
            s1: { id: 's1', number: 1, title: 'Season 1' },
            s2: { id: 's2', number: 2, title: 'Season 2' },
          },
          episodes: {
            s1e1: {
              id: 's1e1',
              number: 1,
              title: 'Episode 1',
              seasonId: 's1',
              updatedAt: at(1),
              progress: watched(100),
            },
            s2e3: {
              id: 's2e3',
              number: 3,
              title: 'Episode 3',
              seasonId: 's2',
              updatedAt: at(2),
              progress: watched(200),
            },
          },
        },
      });
      expect(context(store).updateQueue).toEqual([
        darkUpsert(1, episode(1), watched(100), at(1)),
        darkUpsert(2, episode(3, season2), watched(200), at(2), season2),
      ]);
    });

    it('queues only the latest progress of a movie updated several times before a push', () => {
      const { store } = open();
      store.trigger.updated({ media: arrival, progress: watched(10, 6960), at: at(1) });
      store.trigger.updated({ media: darkAt(episode(1)), progress: watched(5), at: at(2) });
      store.trigger.updated({ media: arrival, progress: watched(20, 6960), at: at(3) });
      store.trigger.updated({ media: arrival, progress: watched(30, 6960), at: at(4) });
      const queue = context(store).updateQueue;
      expect(queue.map(({ id, tmdbId }) => [id, tmdbId])).toEqual([
        [2, '70523'],
        [4, '329865'],
      ]);
      expect(queue[1]).toMatchObject({ progress: watched(30, 6960), updatedAt: at(4) });
    });

    it('queues only the latest progress of each episode, one upsert per episode', () => {
      const { store } = open();
      store.trigger.updated({ media: darkAt(episode(1)), progress: watched(100), at: at(1) });
      store.trigger.updated({ media: darkAt(episode(2)), progress: watched(50), at: at(2) });
      store.trigger.updated({ media: darkAt(episode(1)), progress: watched(2900), at: at(3) });
      expect(context(store).updateQueue).toEqual([
        darkUpsert(2, episode(2), watched(50), at(2)),
        darkUpsert(3, episode(1), watched(2900), at(3)),
      ]);
    });

    it('takes the latest details of the title', () => {
      const { store } = open();
      store.trigger.updated({ media: arrival, progress: watched(10), at: at(1) });
      store.trigger.updated({
        media: { ...arrival, title: 'Arrival (2016)', poster: '/new.jpg' },
        progress: watched(20),
        at: at(2),
      });
      expect(context(store).items['329865']).toMatchObject({
        title: 'Arrival (2016)',
        poster: '/new.jpg',
      });
    });

    it('starts afresh when a show takes the tmdbId of a movie', () => {
      const { store } = open();
      store.trigger.updated({
        media: { ...arrival, tmdbId: '70523' },
        progress: watched(10),
        at: at(1),
      });
      store.trigger.updated({ media: darkAt(episode(1)), progress: watched(20), at: at(2) });
      const item = context(store).items['70523'];
      expect(item?.type).toBe('show');
      expect(item?.progress).toBeUndefined();
      expect(Object.keys(item?.episodes ?? {})).toEqual(['s1e1']);
    });

    it.each([
      ['an unknown duration', { watched: 12, duration: Number.NaN }],
      ['a live stream', { watched: 12, duration: Number.POSITIVE_INFINITY }],
      ['a negative position', { watched: -1, duration: 3000 }],
    ])('ignores %s, which would not survive a reload', (_, progress) => {
      const { store, storage } = open();
      expect(store.can.updated({ media: arrival, progress, at: at(1) })).toBe(false);
      store.trigger.updated({ media: arrival, progress, at: at(1) });
      expect(context(store).items).toEqual({});
      expect(storage.getItem('__MW::progress')).toBeNull();
    });
  });

  describe('episodesMarked', () => {
    it('gives each episode the placeholder progress and queues an upsert of each', () => {
      const { store } = open();
      store.trigger.episodesMarked({
        show: dark,
        season: season1,
        episodes: [episode(1), episode(2)],
        progress: watched(60, 60),
        at: at(1),
      });
      const episodes = context(store).items['70523']?.episodes;
      expect(episodes?.s1e1?.progress).toEqual(watched(60, 60));
      expect(episodes?.s1e2?.progress).toEqual(watched(60, 60));
      expect(context(store).updateQueue).toEqual([
        darkUpsert(1, episode(1), watched(60, 60), at(1)),
        darkUpsert(2, episode(2), watched(60, 60), at(1)),
      ]);
    });

    it("replaces a queued position of the player's with the mark", () => {
      const { store } = open();
      store.trigger.updated({ media: darkAt(episode(1)), progress: watched(2900), at: at(1) });
      store.trigger.episodesMarked({
        show: dark,
        season: season1,
        episodes: [episode(1)],
        progress: watched(0, 60),
        at: at(2),
      });
      expect(context(store).items['70523']?.episodes.s1e1?.progress).toEqual(watched(0, 60));
      expect(context(store).updateQueue).toEqual([
        darkUpsert(2, episode(1), watched(0, 60), at(2)),
      ]);
    });

    it('changes nothing for no episodes or an invalid progress', () => {
      const { store } = open();
      const mark = { show: dark, season: season1, progress: watched(60, 60), at: at(1) };
      store.trigger.episodesMarked({ ...mark, episodes: [] });
      expect(context(store).items).toEqual({});
      expect(
        store.can.episodesMarked({
          ...mark,
          episodes: [episode(1)],
          progress: watched(Number.NaN, 60),
        }),
      ).toBe(false);
    });
  });

  describe('removed', () => {
    it("drops a show's progress and queues one delete of the title in place of its upserts", () => {
      const { store } = open();
      store.trigger.updated({ media: darkAt(episode(1)), progress: watched(100), at: at(1) });
      store.trigger.updated({ media: arrival, progress: watched(10), at: at(2) });
      store.trigger.updated({ media: darkAt(episode(2)), progress: watched(100), at: at(3) });
      store.trigger.removed({ tmdbId: '70523' });
      expect(Object.keys(context(store).items)).toEqual(['329865']);
      expect(context(store).updateQueue).toEqual([
        expect.objectContaining({ id: 2, action: 'upsert', tmdbId: '329865' }),
        // No episode or season: the backend removes every progress of the title.
        { id: 4, action: 'delete', tmdbId: '70523' },
      ]);
    });

    it('pushes progress made after a removal after the delete', () => {
      const { store } = open();
      store.trigger.updated({ media: darkAt(episode(1)), progress: watched(100), at: at(1) });
      store.trigger.removed({ tmdbId: '70523' });
      store.trigger.updated({ media: darkAt(episode(1)), progress: watched(5), at: at(2) });
      expect(context(store).updateQueue).toEqual([
        { id: 2, action: 'delete', tmdbId: '70523' },
        darkUpsert(3, episode(1), watched(5), at(2)),
      ]);
    });

    it('changes nothing for a title with no progress', () => {
      expect(open().store.can.removed({ tmdbId: '70523' })).toBe(false);
    });
  });

  it('replaces the progress with the account’s without queueing, keeping pending changes', () => {
    const { store } = open();
    store.trigger.updated({ media: arrival, progress: watched(10), at: at(1) });
    const fetched = {
      '70523': {
        type: 'show' as const,
        title: 'Dark',
        updatedAt: at(0),
        seasons: {},
        episodes: {},
      },
    };
    store.trigger.replaced({ items: fetched });
    expect(context(store).items).toEqual(fetched);
    expect(context(store).updateQueue.map(({ id }) => id)).toEqual([1]);
  });

  it('clears progress and pending changes on logout, and keeps numbering changes after them', () => {
    const { store, storage } = open();
    store.trigger.updated({ media: arrival, progress: watched(10), at: at(1) });
    store.trigger.cleared();
    expect(context(store)).toEqual({ items: {}, updateQueue: [], lastUpdateId: 1 });
    expect(open(storage).store.getSnapshot().context.items).toEqual({});
    store.trigger.updated({ media: arrival, progress: watched(10), at: at(2) });
    store.trigger.dequeued({ ids: [1] });
    expect(context(store).updateQueue.map(({ id }) => id)).toEqual([2]);
  });

  describe('dequeued', () => {
    it('removes the pushed changes only', () => {
      const { store } = open();
      store.trigger.updated({ media: arrival, progress: watched(10), at: at(1) });
      store.trigger.updated({ media: darkAt(episode(1)), progress: watched(10), at: at(2) });
      store.trigger.dequeued({ ids: [2] });
      expect(context(store).updateQueue.map(({ id }) => id)).toEqual([1]);
      expect(store.can.dequeued({ ids: [2] })).toBe(false);
    });

    it('keeps a newer position saved while an older one was being pushed', () => {
      const { store } = open();
      store.trigger.updated({ media: arrival, progress: watched(10), at: at(1) });
      // The sync takes change 1; meanwhile the player saves a newer position.
      store.trigger.updated({ media: arrival, progress: watched(13), at: at(2) });
      store.trigger.dequeued({ ids: [1] });
      expect(context(store).updateQueue).toEqual([
        expect.objectContaining({ id: 2, progress: watched(13) }),
      ]);
    });
  });

  it('reads back what it stored', () => {
    const { store, storage } = open();
    store.trigger.updated({ media: arrival, progress: watched(10), at: at(1) });
    store.trigger.updated({ media: darkAt(episode(1)), progress: watched(10), at: at(2) });
    store.trigger.episodesMarked({
      show: dark,
      season: season2,
      episodes: [episode(1, season2)],
      progress: watched(60, 60),
      at: at(3),
    });
    expect(open(storage).store.getSnapshot().context).toEqual(context(store));
  });

  it('starts empty from corrupted data and keeps that data under __MW::progress-corrupt', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = stored(0, {
      items: { '1': { type: 'movie', title: 'x', updatedAt: 'yesterday' } },
    });
    const { store, storage } = open(memoryStorage({ '__MW::progress': raw }));
    expect(context(store)).toEqual({ items: {}, updateQueue: [], lastUpdateId: 0 });
    expect(storage.getItem('__MW::progress-corrupt')).toBe(raw);
  });
});

describe('progress store, any sequence of events', () => {
  const time = fc.integer({ min: 0, max: 4_102_444_800_000 });
  const entry = (prefix: string) =>
    fc.record({
      tmdbId: fc.constantFrom(`${prefix}1`, `${prefix}2`),
      number: fc.integer({ min: 0, max: 30 }),
      title: fc.string(),
    });
  const titleOf = (ids: string[]) =>
    fc.record(
      {
        tmdbId: fc.constantFrom(...ids),
        title: fc.string(),
        releaseYear: fc.integer({ min: 1870, max: 2100 }),
        poster: fc.webUrl(),
      },
      { requiredKeys: ['tmdbId', 'title'] },
    ) as fc.Arbitrary<WatchedTitle>;
  // Now and then something a media element reports but the store must refuse.
  const seconds = fc.oneof(
    { weight: 9, arbitrary: fc.double({ min: 0, max: 20_000, noNaN: true }) },
    { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -5) },
  );
  const progress = fc.record({ watched: seconds, duration: seconds });

  /** What the player and the user do, on movies and shows with these ids: every change is queued. */
  const userEvent = (movieIds: string[], showIds: string[]): fc.Arbitrary<ProgressEvent> => {
    const media: fc.Arbitrary<WatchedMedia> = fc.oneof(
      titleOf(movieIds).map((movie) => ({ ...movie, type: 'movie' as const })),
      fc
        .tuple(titleOf(showIds), entry('s'), entry('e'))
        .map(([show, season, ep]) => ({ ...show, type: 'show' as const, season, episode: ep })),
    );
    return fc.oneof(
      fc.record({ type: fc.constant('updated' as const), media, progress, at: time }),
      fc.record({
        type: fc.constant('episodesMarked' as const),
        show: titleOf(showIds),
        season: entry('s'),
        episodes: fc.array(entry('e'), { maxLength: 3 }),
        progress,
        at: time,
      }),
      fc.record({
        type: fc.constant('removed' as const),
        tmdbId: fc.constantFrom(...movieIds, ...showIds),
      }),
    );
  };
  /** What the sync and the account machine do besides. */
  const syncEvent: fc.Arbitrary<ProgressEvent> = fc.oneof(
    fc.record({
      type: fc.constant('dequeued' as const),
      ids: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 5 }),
    }),
    fc.constant({ type: 'cleared' as const }),
    fc.record({
      type: fc.constant('replaced' as const),
      items: fc.dictionary(
        fc.constantFrom('1', '2', '3'),
        fc.record({
          type: fc.constantFrom('movie', 'show'),
          title: fc.string(),
          updatedAt: time,
          seasons: fc.constant({}),
          episodes: fc.constant({}),
        }),
      ),
    }),
  );

  it('keeps a state that fits its schema and reads back the same', () => {
    // A movie and a show may share a tmdbId.
    const ids = ['1', '2', '3'];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(userEvent(ids, ids), syncEvent), { maxLength: 30 }),
        (events) => {
          const { store, storage } = open();
          for (const event of events) store.send(event);
          const state = context(store);
          expect(safeParse(progressStateSchema, state).success).toBe(true);
          expect(open(storage).store.getSnapshot().context).toEqual(state);
          queueInvariants(state);
        },
      ),
    );
  });

  it('queues, per movie or episode, one upsert with the latest progress it was given', () => {
    fc.assert(
      fc.property(fc.array(userEvent(['1', '2'], ['3', '4']), { maxLength: 30 }), (events) => {
        const { store } = open();
        for (const event of events) store.send(event);
        const { items, updateQueue } = context(store);
        const upserts = updateQueue.flatMap((update) =>
          update.action === 'upsert' ? [update] : [],
        );
        const keys = upserts.map(({ tmdbId, episodeId }) => `${tmdbId}/${episodeId}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const upsert of upserts) {
          const item = items[upsert.tmdbId];
          const latest =
            upsert.episodeId === undefined
              ? item?.progress
              : item?.episodes[upsert.episodeId]?.progress;
          expect(upsert.progress).toEqual(latest);
        }
      }),
    );
  });
});
