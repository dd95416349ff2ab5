import { assign, setup } from 'xstate';
import type { ProgressStore, WatchedMedia, WatchProgress } from '../../services/storage/index.ts';

export interface ProgressSaverInput {
  stores: { progress: ProgressStore };
  /** The movie, or the episode with its season, being played (spec doc 2 §3 "Player meta"). */
  media: WatchedMedia;
  /** Epoch milliseconds for `updatedAt`: the player's clock. */
  now: () => number;
}

interface ProgressSaverContext {
  stores: ProgressSaverInput['stores'];
  media: WatchedMedia;
  now: () => number;
  /** The position and length in seconds, as the element last reported them. */
  time: number;
  duration: number;
  /** What was last written, to write only changes. */
  saved: WatchProgress | null;
}

/** A position worth writing: the length is known and something changed since the last write. */
function unsaved({ time, duration, saved }: ProgressSaverContext): boolean {
  // Before the element knows the length it reports 0 or NaN.
  return (
    Number.isFinite(duration) &&
    duration > 0 &&
    Number.isFinite(time) &&
    (saved?.watched !== time || saved?.duration !== duration)
  );
}

type ProgressSaverEvent =
  /** Facts from the media element. */
  | { type: 'media.playing' }
  | { type: 'media.paused' }
  | { type: 'media.ended' }
  | { type: 'media.time'; time: number; duration: number }
  /** The viewer moved the position. */
  | { type: 'media.seeking' }
  /** The player closes or moves to another media; sent before the owner stops this actor. */
  | { type: 'player.leave' };

/**
 * Saving watch progress (spec doc 2 §4, §9; doc 1 §3): every 3 s while playing, into the progress
 * store, as the movie's progress or the episode's (the store files it by the media's type). Only
 * once the media has played at least once — opening a title and leaving it records nothing — and
 * only when the position or the length changed since the last save. Besides the 3 s rhythm, a
 * pause or the end saves at once (the tab may be closed next), and so does leaving (the last
 * seconds before it, or a seek while paused, would be lost). A position the viewer chose before the
 * first frame played counts too: a pause or leaving then saves it. One actor per media: on a new
 * media the owner sends `player.leave` and starts another.
 */
export const progressSaverMachine = setup({
  types: {
    input: {} as ProgressSaverInput,
    context: {} as ProgressSaverContext,
    events: {} as ProgressSaverEvent,
  },
  actions: {
    setProgress: assign(({ event }) =>
      event.type === 'media.time' ? { time: event.time, duration: event.duration } : {},
    ),
    /** Writes the position when it changed since the last write (see `markSaved`). */
    writeProgress: ({ context }) => {
      if (!unsaved(context)) return;
      context.stores.progress.trigger.updated({
        media: context.media,
        progress: { watched: context.time, duration: context.duration },
        at: context.now(),
      });
    },
    markSaved: assign({
      saved: ({ context }) =>
        unsaved(context) ? { watched: context.time, duration: context.duration } : context.saved,
    }),
  },
  delays: {
    saveEvery: 3_000,
  },
}).createMachine({
  id: 'progressSaver',
  context: ({ input }) => ({
    stores: input.stores,
    media: input.media,
    now: input.now,
    time: 0,
    duration: 0,
    saved: null,
  }),
  initial: 'notStarted',
  on: {
    'media.time': { actions: 'setProgress' },
  },
  states: {
    // Loading, or at the resume prompt: positions are followed, nothing is written yet.
    notStarted: {
      initial: 'untouched',
      on: {
        'media.playing': 'started',
        'player.leave': 'left',
      },
      states: {
        untouched: { on: { 'media.seeking': 'moved' } },
        /** The viewer chose a position before the first frame: a pause or leaving keeps it. */
        moved: {
          on: {
            'media.paused': '#progressSaver.started.paused',
            'player.leave': {
              target: '#progressSaver.left',
              actions: ['writeProgress', 'markSaved'],
            },
          },
        },
      },
    },
    started: {
      initial: 'playing',
      // Leaving writes what the last 3 s (or a seek while paused) changed.
      exit: ['writeProgress', 'markSaved'],
      on: { 'player.leave': 'left' },
      states: {
        playing: {
          after: {
            saveEvery: {
              target: 'playing',
              reenter: true,
              actions: ['writeProgress', 'markSaved'],
            },
          },
          on: { 'media.paused': 'paused', 'media.ended': 'paused' },
        },
        // Paused or ended: saved once on entry, no timer.
        paused: {
          entry: ['writeProgress', 'markSaved'],
          on: { 'media.playing': 'playing' },
        },
      },
    },
    left: { type: 'final' },
  },
});
