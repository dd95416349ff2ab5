import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, SimulatedClock } from 'xstate';
import { progressSaverMachine } from '../../../src/machines/player/progressSaver.machine.ts';
import {
  createStores,
  type Stores,
  type WatchedMedia,
  type WatchProgress,
} from '../../../src/services/storage/index.ts';
import { pendingProgressChanges } from '../../../src/services/sync/pending.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';

const metropolis: WatchedMedia = {
  type: 'movie',
  tmdbId: '19',
  title: 'Metropolis',
  releaseYear: 1927,
  poster: 'https://image.tmdb.org/t/p/w342/metropolis.jpg',
};
const pioneerOneEpisode: WatchedMedia = {
  type: 'show',
  tmdbId: '30295',
  title: 'Pioneer One',
  releaseYear: 2010,
  season: { tmdbId: '41000', number: 1, title: 'Season 1' },
  episode: { tmdbId: '1002', number: 2, title: 'Triangular Diplomacy' },
};

/** What the store holds for the media: the movie's progress or the episode's. */
function storedProgress(stores: Stores, media: WatchedMedia): WatchProgress | undefined {
  const item = stores.progress.getSnapshot().context.items[media.tmdbId];
  return media.type === 'movie' ? item?.progress : item?.episodes[media.episode.tmdbId]?.progress;
}

/** The store, every write it took (each has its own `updatedAt`), and what the element reported. */
function saverSystem(media: WatchedMedia) {
  const stores = createStores(memoryStorage(), { crossTab: undefined });
  const writes: Array<WatchProgress | undefined> = [];
  stores.progress.subscribe(() => writes.push(storedProgress(stores, media)));
  let clock = 1_000;
  const system = {
    stores,
    writes,
    /** The player as the test follows it from the events it sends, apart from the machine. */
    mode: 'notStarted' as 'notStarted' | 'moved' | 'playing' | 'paused' | 'left',
    reported: { watched: 0, duration: 0 },
    /** The position at the last pause, end or leave after playing: what must be stored then. */
    stopped: undefined as WatchProgress | undefined,
  };
  return {
    system,
    input: { stores, media, now: () => (clock += 1) },
  };
}
type System = ReturnType<typeof saverSystem>['system'];

function walks(media: WatchedMedia) {
  const follow = (
    system: System,
    actor: { send: (event: never) => void },
    event: AnyEventObject,
  ) => {
    const stop = () => {
      if (system.reported.duration > 0) system.stopped = system.reported;
    };
    if (event.type === 'media.time') {
      system.reported = { watched: event.time, duration: event.duration };
    } else if (system.mode === 'left') {
      // Done: nothing counts any more.
    } else if (event.type === 'media.playing') {
      system.mode = 'playing';
    } else if (event.type === 'media.seeking') {
      // The viewer chose a position before anything played: it counts from now.
      if (system.mode === 'notStarted') system.mode = 'moved';
    } else if (event.type === 'media.paused' || event.type === 'media.ended') {
      const stops =
        system.mode === 'playing' || (system.mode === 'moved' && event.type === 'media.paused');
      if (stops) {
        stop();
        system.mode = 'paused';
      }
    } else if (event.type === 'player.leave') {
      if (system.mode !== 'notStarted') stop();
      system.mode = 'left';
    }
    actor.send(event as never);
  };
  /** A pause, the end and leaving write the position of that moment, once anything played. */
  const savedAtStop = ({ stores, stopped }: System) =>
    expect(storedProgress(stores, media)).toEqual(stopped);
  return transitionTests({
    machine: progressSaverMachine,
    input: saverSystem(media).input,
    system: () => saverSystem(media),
    // Nothing reaches an actor once it is done.
    events: (snapshot) =>
      snapshot.status === 'done'
        ? []
        : [
            { type: 'media.playing' as const },
            { type: 'media.paused' as const },
            { type: 'media.ended' as const },
            { type: 'media.time' as const, time: 30, duration: 600 },
            { type: 'media.time' as const, time: 33, duration: 600 },
            { type: 'media.seeking' as const },
            { type: 'player.leave' as const },
          ],
    perform: Object.fromEntries(
      [
        'media.playing',
        'media.paused',
        'media.ended',
        'media.time',
        'media.seeking',
        'player.leave',
      ].map((type) => [type, follow]),
    ),
    assert: {
      'notStarted.untouched': ({ writes }) => expect(writes).toEqual([]),
      'notStarted.moved': ({ writes }) => expect(writes).toEqual([]),
      'started.paused': savedAtStop,
      left: savedAtStop,
    },
    invariant: ({ stores, writes }, actor) => {
      // The store holds the last save, and no save repeats the one before it.
      expect(storedProgress(stores, media)).toEqual(actor.getSnapshot().context.saved ?? undefined);
      for (const [index, write] of writes.entries()) {
        if (index > 0) expect(write).not.toEqual(writes[index - 1]);
      }
    },
  });
}

describe('progressSaver machine: every transition, for a movie', () => {
  it.each(walks(metropolis))('$name', ({ run }) => run());
});

describe('progressSaver machine: every transition, for an episode', () => {
  it.each(walks(pioneerOneEpisode))('$name', ({ run }) => run());
});

describe('progressSaver: saving every 3 s while playing (doc 2 §4, §9)', () => {
  function started(media: WatchedMedia = metropolis) {
    const { system, input } = saverSystem(media);
    const clock = new SimulatedClock();
    const actor = createActor(progressSaverMachine, { input, clock }).start();
    const at = (time: number, duration = 600) => actor.send({ type: 'media.time', time, duration });
    const stored = () => storedProgress(system.stores, media);
    return { ...system, actor, clock, at, stored };
  }

  it('saves the position every 3 s exactly, only when it changed', () => {
    const { actor, clock, at, stored, writes } = started();
    actor.send({ type: 'media.playing' });
    at(10);
    clock.increment(2_999);
    expect(writes).toEqual([]);
    clock.increment(1);
    expect(stored()).toEqual({ watched: 10, duration: 600 });
    at(13);
    clock.increment(3_000);
    expect(stored()).toEqual({ watched: 13, duration: 600 });
    // Stalled: the same position is not written again.
    clock.increment(9_000);
    expect(writes).toHaveLength(2);
    // A longer length reported for the same position is a change.
    at(13, 620);
    clock.increment(3_000);
    expect(writes).toHaveLength(3);
    expect(stored()).toEqual({ watched: 13, duration: 620 });
  });

  it('writes nothing before the media has played, not even when the player is left', () => {
    const { actor, clock, at, writes } = started();
    at(754);
    clock.increment(30_000);
    actor.send({ type: 'media.paused' });
    actor.send({ type: 'player.leave' });
    expect(writes).toEqual([]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('saves at once on a pause, then not while paused; playing again restarts the 3 s', () => {
    const { actor, clock, at, stored, writes } = started();
    actor.send({ type: 'media.playing' });
    at(40);
    clock.increment(1_000);
    actor.send({ type: 'media.paused' });
    expect(stored()).toEqual({ watched: 40, duration: 600 });
    at(120);
    clock.increment(10_000);
    expect(writes).toHaveLength(1);
    actor.send({ type: 'media.playing' });
    clock.increment(2_999);
    expect(writes).toHaveLength(1);
    clock.increment(1);
    expect(stored()).toEqual({ watched: 120, duration: 600 });
  });

  it('saves at the end, and on leaving after a seek while paused', () => {
    const { actor, at, stored } = started();
    actor.send({ type: 'media.playing' });
    at(600);
    actor.send({ type: 'media.ended' });
    expect(stored()).toEqual({ watched: 600, duration: 600 });
    at(200);
    actor.send({ type: 'player.leave' });
    expect(stored()).toEqual({ watched: 200, duration: 600 });
  });

  it('saves a position chosen before the first frame when the player is left', () => {
    const { actor, at, stored } = started();
    actor.send({ type: 'media.seeking' });
    at(300);
    actor.send({ type: 'player.leave' });
    expect(stored()).toEqual({ watched: 300, duration: 600 });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('does not save before the length is known', () => {
    const { actor, clock, at, writes } = started();
    actor.send({ type: 'media.playing' });
    at(0, Number.NaN);
    clock.increment(3_000);
    at(1, 0);
    actor.send({ type: 'media.paused' });
    expect(writes).toEqual([]);
  });

  it('files an episode under its show, with its season, still to push for the sync', () => {
    const { actor, clock, at, stores } = started(pioneerOneEpisode);
    actor.send({ type: 'media.playing' });
    at(95, 2_700);
    clock.increment(3_000);
    const { items } = stores.progress.getSnapshot().context;
    expect(items['30295']).toMatchObject({
      type: 'show',
      title: 'Pioneer One',
      year: 2010,
      seasons: { '41000': { id: '41000', number: 1, title: 'Season 1' } },
      episodes: {
        '1002': {
          id: '1002',
          number: 2,
          title: 'Triangular Diplomacy',
          seasonId: '41000',
          progress: { watched: 95, duration: 2_700 },
        },
      },
    });
    // Still to push, with its season and episode.
    expect(pendingProgressChanges(stores.progress.getSnapshot().context)).toEqual([
      expect.objectContaining({
        action: 'upsert',
        key: '30295/1002',
        payload: expect.objectContaining({
          tmdbId: '30295',
          watched: 95,
          duration: 2_700,
          episodeId: '1002',
          seasonId: '41000',
          episodeNumber: 2,
          seasonNumber: 1,
        }),
      }),
    ]);
  });

  it('keeps a movie as the movie’s progress', () => {
    const { actor, clock, at, stores } = started();
    actor.send({ type: 'media.playing' });
    at(61);
    clock.increment(3_000);
    expect(stores.progress.getSnapshot().context.items['19']).toMatchObject({
      type: 'movie',
      title: 'Metropolis',
      year: 1927,
      poster: metropolis.poster,
      progress: { watched: 61, duration: 600 },
      episodes: {},
    });
  });
});
