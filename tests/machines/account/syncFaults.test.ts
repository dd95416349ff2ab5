import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import type { Bookmark, ProgressItem } from '../../../src/contracts/backend.ts';
import { MAX_PUSH_BACKOFF_MS, syncMachine } from '../../../src/machines/account/sync.machine.ts';
import {
  createStores,
  type StoredBookmark,
  type StoredProgressItem,
} from '../../../src/services/storage/index.ts';
import { type Fault, fakeBackend } from '../../support/fakeBackend.ts';
import { storedAccount } from '../../support/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';

/** A seeded generator (mulberry32), so a failing run can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 20_261_124;
const CHANGES = 1_000;
const FAILURE_RATE = 0.3;
const FAULTS: Fault[] = ['network', 'status500', 'status429', 'lostAnswer'];
const GROUPS = ['Favourites', 'Later', '[🎃]Halloween'];
const THEMES = ['red', 'teal', 'mocha', null];

const movies = Array.from({ length: 30 }, (_, n) => ({
  tmdbId: `${1000 + n}`,
  type: 'movie' as const,
  title: `Movie ${n}`,
  year: 1990 + n,
  poster: n % 3 === 0 ? undefined : `/poster-${n}.jpg`,
}));
const shows = Array.from({ length: 10 }, (_, n) => ({
  tmdbId: `${5000 + n}`,
  type: 'show' as const,
  title: `Show ${n}`,
  year: n % 4 === 0 ? undefined : 2000 + n,
  poster: `/show-${n}.jpg`,
}));
const seasonOf = (show: (typeof shows)[number], number: number) => ({
  tmdbId: `${show.tmdbId}-s${number}`,
  number,
  title: `Season ${number}`,
});
const episodeOf = (season: ReturnType<typeof seasonOf>, number: number) => ({
  tmdbId: `${season.tmdbId}-e${number}`,
  number,
  title: `Episode ${number}`,
});

type Stores = ReturnType<typeof createStores>;

/** One random change a user could make: bookmarks, groups, favourites, progress, settings. */
function randomChange(stores: Stores, random: () => number, at: number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const title = random() < 0.6 ? pick(movies) : pick(shows);
  const show = pick(shows);
  const season = seasonOf(show, 1 + Math.floor(random() * 2));
  const episode = episodeOf(season, 1 + Math.floor(random() * 5));
  const progress = { duration: 3600, watched: Math.floor(random() * 3600) };
  const roll = random();
  if (roll < 0.2) stores.bookmarks.trigger.added({ media: title, at });
  else if (roll < 0.3) stores.bookmarks.trigger.removed({ tmdbId: title.tmdbId });
  else if (roll < 0.38)
    stores.bookmarks.trigger.groupsSet({
      tmdbId: title.tmdbId,
      group: GROUPS.filter(() => random() < 0.4),
      at,
    });
  else if (roll < 0.43)
    stores.bookmarks.trigger.favoriteToggled({
      tmdbId: show.tmdbId,
      episodeId: episode.tmdbId,
      at,
    });
  else if (roll < 0.6)
    stores.progress.trigger.updated({
      media: { ...pick(movies), releaseYear: undefined },
      progress,
      at,
    });
  else if (roll < 0.78)
    stores.progress.trigger.updated({
      media: { ...show, releaseYear: show.year, season, episode },
      progress,
      at,
    });
  else if (roll < 0.88) stores.progress.trigger.removed({ tmdbId: title.tmdbId });
  else if (roll < 0.93)
    stores.progress.trigger.episodesMarked({
      show: { ...show, releaseYear: show.year },
      season,
      episodes: [1, 2, 3].map((n) => episodeOf(season, n)),
      progress: { duration: 60, watched: random() < 0.5 ? 60 : 0 },
      at,
    });
  else if (roll < 0.96) stores.interfaceSettings.trigger.set({ applicationTheme: pick(THEMES) });
  else if (roll < 0.98) stores.preferences.trigger.set({ enableThumbnails: random() < 0.5 });
  else stores.groupOrder.trigger.set({ order: GROUPS.filter(() => random() < 0.7) });
}

/** A bookmark as both sides can be compared: what the user sees of it. */
const visibleBookmark = (type: string, title: string, year?: number | null, poster?: string) => ({
  type,
  title,
  year: year || undefined,
  poster: poster || undefined,
});

function localBookmarks(bookmarks: Record<string, StoredBookmark>) {
  return Object.fromEntries(
    Object.entries(bookmarks).map(([tmdbId, b]) => [
      tmdbId,
      {
        ...visibleBookmark(b.type, b.title, b.year, b.poster),
        group: b.group ?? [],
        favoriteEpisodes: b.favoriteEpisodes ?? [],
      },
    ]),
  );
}

function serverBookmarks(bookmarks: Iterable<Bookmark>) {
  return Object.fromEntries(
    [...bookmarks].map((b) => [
      b.tmdbId,
      {
        ...visibleBookmark(b.meta.type, b.meta.title, b.meta.year, b.meta.poster),
        group: b.group,
        favoriteEpisodes: b.favoriteEpisodes,
      },
    ]),
  );
}

/** Progress per movie and per episode, as the backend keeps it. */
function localProgress(items: Record<string, StoredProgressItem>) {
  return Object.fromEntries(
    Object.entries(items).flatMap(([tmdbId, item]) => {
      const title = visibleBookmark(item.type, item.title, item.year, item.poster);
      if (item.type === 'movie') return [[`${tmdbId}/`, { ...title, ...item.progress }]];
      return Object.values(item.episodes).map((episode) => [
        `${tmdbId}/${episode.id}`,
        {
          ...title,
          ...episode.progress,
          episode: episode.number,
          season: item.seasons[episode.seasonId]?.number,
        },
      ]);
    }),
  );
}

function serverProgress(items: Iterable<ProgressItem>) {
  return Object.fromEntries(
    [...items].map((item) => [
      `${item.tmdbId}/${item.episode.id ?? ''}`,
      {
        ...visibleBookmark(item.meta.type, item.meta.title, item.meta.year, item.meta.poster),
        duration: Number(item.duration),
        watched: Number(item.watched),
        ...(item.episode.id === null
          ? {}
          : { episode: item.episode.number, season: item.season.number }),
      },
    ]),
  );
}

const pending = (stores: Stores) =>
  stores.bookmarks.getSnapshot().context.updateQueue.length +
  stores.progress.getSnapshot().context.updateQueue.length +
  (stores.groupOrder.getSnapshot().context.changed ? 1 : 0);

describe('sync under faults: nothing lost, nothing duplicated', () => {
  afterEach(() => vi.restoreAllMocks());

  it(`pushes ${CHANGES} random changes through a backend failing ${FAILURE_RATE * 100} % of requests, then down, then recovering`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const random = seeded(SEED);
    let failing = true;
    let down = false;
    let faults = 0;
    const backend = fakeBackend(() => {
      if (down) return 'network';
      if (!failing || random() >= FAILURE_RATE) return null;
      faults += 1;
      return FAULTS[Math.floor(random() * FAULTS.length)] as Fault;
    });
    const stores = createStores(memoryStorage());
    const clock = new SimulatedClock();
    let at = Date.parse('2026-11-24T00:00:00Z');

    // Some of it happens before the login, and joins the account by the import.
    const change = () => {
      at += 1000;
      randomChange(stores, random, at);
    };
    for (let n = 0; n < 50; n += 1) change();
    const actor = createActor(syncMachine.provide({ actions: { updateProfile: () => {} } }), {
      input: { stores, backendUrl: backend.baseUrl, account: storedAccount, justLoggedIn: true },
      clock,
    }).start();
    const settled = () =>
      waitFor(
        actor,
        (s) =>
          !s.matches({ running: { push: 'pushing' } }) &&
          !s.matches({ running: { data: 'importing' } }) &&
          !s.matches({ running: { data: 'fetching' } }),
        { timeout: 10_000 },
      );

    for (let n = 50; n < CHANGES; n += 1) {
      // The last 100 changes meet a backend that is down: they pile up in the queues.
      down = n >= CHANGES - 100;
      change();
      if (n % 2 === 1) {
        clock.increment(MAX_PUSH_BACKOFF_MS);
        await settled();
      }
    }
    expect(faults / backend.requests).toBeGreaterThan(FAILURE_RATE * 0.8);
    expect(pending(stores)).toBeGreaterThan(20);

    down = false;
    failing = false;
    for (let round = 0; round < 50 && pending(stores) > 0; round += 1) {
      clock.increment(MAX_PUSH_BACKOFF_MS);
      await settled();
    }
    // One more round pushes the settings changed last.
    clock.increment(MAX_PUSH_BACKOFF_MS);
    await settled();
    expect(pending(stores)).toBe(0);
    expect(actor.getSnapshot().status).toBe('active');

    const onDevice = {
      bookmarks: localBookmarks(stores.bookmarks.getSnapshot().context.bookmarks),
      progress: localProgress(stores.progress.getSnapshot().context.items),
    };
    expect(Object.keys(onDevice.bookmarks).length).toBeGreaterThan(10);
    expect(Object.keys(onDevice.progress).length).toBeGreaterThan(20);
    expect(serverBookmarks(backend.bookmarks.values())).toEqual(onDevice.bookmarks);
    expect(serverProgress(backend.progress.values())).toEqual(onDevice.progress);
    expect(backend.groupOrder).toEqual(stores.groupOrder.getSnapshot().context.order);
    expect(backend.settings.applicationTheme ?? null).toBe(
      stores.interfaceSettings.getSnapshot().context.applicationTheme,
    );
    expect(backend.settings.enableThumbnails ?? false).toBe(
      stores.preferences.getSnapshot().context.enableThumbnails,
    );

    // The next fetch of the account (12 h on) changes nothing on the device.
    clock.increment(12 * 60 * 60 * 1000);
    await settled();
    expect(localBookmarks(stores.bookmarks.getSnapshot().context.bookmarks)).toEqual(
      onDevice.bookmarks,
    );
    expect(localProgress(stores.progress.getSnapshot().context.items)).toEqual(onDevice.progress);
    actor.stop();
  }, 60_000);
});
