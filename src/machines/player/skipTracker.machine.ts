import { assign, setup } from 'xstate';
import { classifyJump, type JumpKind } from '../../domain/playback.ts';

/** Skips kept, oldest dropped first (spec doc 2 §5). */
export const MAX_SKIP_HISTORY = 50;

/** A jump the viewer made (spec doc 2 §3, "Skip record"); times in seconds. */
export interface SkipRecord {
  startTime: number;
  endTime: number;
  /** `endTime - startTime`: negative for a jump back. */
  skipDuration: number;
  /** When it happened, in epoch milliseconds. */
  timestamp: number;
  /** A scrub is a skip of 30 s or more. */
  kind: JumpKind;
}

/** Whether playback time elapses between updates. */
type Mode = 'paused' | 'playing';

interface SkipTrackerContext {
  /** The media time of the last update; null until the first one of a media. */
  lastTime: number | null;
  /** When that update (or playback start) happened, in epoch ms: playing time elapses from it. */
  lastAt: number | null;
  skips: SkipRecord[];
}

type SkipTrackerEvent =
  /** The display's time update, with `Date.now()` when it fired. */
  | { type: 'media.time'; time: number; at: number }
  | { type: 'media.playing'; at: number }
  | { type: 'media.paused' }
  /** A new media or source: its first time update is where it starts, not a jump. */
  | { type: 'media.changed' };

/**
 * The skip the update in `event` is, if any: while playing, normal playback is expected to have
 * moved on by the time elapsed since the last update; while paused, not at all.
 */
function skipOf(
  context: SkipTrackerContext,
  event: SkipTrackerEvent,
  mode: Mode,
): SkipRecord | null {
  if (event.type !== 'media.time' || context.lastTime === null) return null;
  const elapsed =
    mode === 'playing' && context.lastAt !== null
      ? Math.max(event.at - context.lastAt, 0) / 1000
      : 0;
  const kind = classifyJump(context.lastTime, event.time, context.lastTime + elapsed);
  return kind === null
    ? null
    : {
        startTime: context.lastTime,
        endTime: event.time,
        skipDuration: event.time - context.lastTime,
        timestamp: event.at,
        kind,
      };
}

/**
 * Skip tracking (spec doc 2 §5): watches the display's time updates; a jump of 15 s or more that
 * misses the time normal playback would have reached by 3 s or more is a skip, one of 30 s or more
 * a scrub. The last 50 are kept in `skips`; each new one is also handed to the owner
 * (`skipRecorded`).
 */
export const skipTrackerMachine = setup({
  types: {
    context: {} as SkipTrackerContext,
    events: {} as SkipTrackerEvent,
  },
  actions: {
    skipRecorded: (_, _params: { skip: SkipRecord }) => {},
    record: assign({
      skips: ({ context, event }, params: { while: Mode }) => {
        const skip = skipOf(context, event, params.while);
        return skip ? [...context.skips, skip].slice(-MAX_SKIP_HISTORY) : context.skips;
      },
    }),
    follow: assign({
      lastTime: ({ context, event }) =>
        event.type === 'media.time' ? event.time : context.lastTime,
      lastAt: ({ context, event }) => (event.type === 'media.time' ? event.at : context.lastAt),
    }),
    startClock: assign({
      lastAt: ({ context, event }) => (event.type === 'media.playing' ? event.at : context.lastAt),
    }),
    forgetPosition: assign({ lastTime: null, lastAt: null }),
  },
  guards: {
    skipped: ({ context, event }, params: { while: Mode }) =>
      skipOf(context, event, params.while) !== null,
  },
}).createMachine({
  id: 'skipTracker',
  context: { lastTime: null, lastAt: null, skips: [] },
  initial: 'paused',
  states: {
    paused: {
      on: {
        // Playing time is counted from here, not from the last update before the pause.
        'media.playing': { target: 'playing', actions: 'startClock' },
        'media.time': [
          {
            guard: { type: 'skipped', params: { while: 'paused' } },
            actions: [
              { type: 'record', params: { while: 'paused' } },
              {
                type: 'skipRecorded',
                params: ({ context }) => ({ skip: context.skips.at(-1) as SkipRecord }),
              },
              'follow',
            ],
          },
          { actions: 'follow' },
        ],
      },
    },
    playing: {
      on: {
        'media.paused': 'paused',
        'media.time': [
          {
            guard: { type: 'skipped', params: { while: 'playing' } },
            actions: [
              { type: 'record', params: { while: 'playing' } },
              {
                type: 'skipRecorded',
                params: ({ context }) => ({ skip: context.skips.at(-1) as SkipRecord }),
              },
              'follow',
            ],
          },
          { actions: 'follow' },
        ],
      },
    },
  },
  on: {
    'media.changed': { target: '.paused', actions: 'forgetPosition' },
  },
});
