import { assign, setup } from 'xstate';
import { clampSeekTime } from '../../domain/playback.ts';

interface SeekingContext {
  duration: number;
  /** Where the dragged progress bar points, for the time label and thumbnail; null when idle. */
  dragTime: number | null;
}

type SeekingEvent =
  /** The progress bar is grabbed; `paused` is the media's state at that moment. */
  | { type: 'seek.start'; time: number; paused: boolean }
  | { type: 'seek.move'; time: number }
  /** The progress bar is let go at `time`. */
  | { type: 'seek.end'; time: number }
  /** A one-off jump: arrow keys, j/l, double tap, skip intro. */
  | { type: 'seek.to'; time: number }
  | { type: 'media.durationChanged'; duration: number };

const eventTime = (event: SeekingEvent) => ('time' in event ? event.time : 0);

/** `seekTo` the event's time, clamped. */
const seekToEventTime = {
  type: 'seekTo',
  params: ({ context, event }: { context: SeekingContext; event: SeekingEvent }) => ({
    time: clampSeekTime(eventTime(event), context.duration),
  }),
} as const;

/**
 * Seeking (spec doc 2 §4, §5): dragging the progress bar pauses playback and shows the dragged time;
 * letting go seeks there and resumes playback only if it was playing when the drag started. Every
 * seek time is clamped to the media (`clampSeekTime`). The owner provides `pause`, `play`, `seekTo`.
 */
export const seekingMachine = setup({
  types: {
    input: {} as { duration?: number },
    context: {} as SeekingContext,
    events: {} as SeekingEvent,
  },
  actions: {
    pause: () => {},
    play: () => {},
    seekTo: (_, _params: { time: number }) => {},
    // A new duration (another source, a live window) also keeps the dragged time within it.
    setDuration: assign(({ context, event }) => {
      const duration = event.type === 'media.durationChanged' ? event.duration : context.duration;
      const dragTime = context.dragTime === null ? null : clampSeekTime(context.dragTime, duration);
      return { duration, dragTime };
    }),
    dragTo: assign({
      dragTime: ({ context, event }) => clampSeekTime(eventTime(event), context.duration),
    }),
    clearDrag: assign({ dragTime: null }),
  },
  guards: {
    wasPaused: ({ event }) => event.type === 'seek.start' && event.paused,
  },
}).createMachine({
  id: 'seeking',
  context: ({ input }) => ({ duration: input.duration ?? 0, dragTime: null }),
  initial: 'idle',
  on: {
    'media.durationChanged': { actions: 'setDuration' },
  },
  states: {
    idle: {
      on: {
        'seek.start': [
          { guard: 'wasPaused', target: 'dragging.fromPaused', actions: 'dragTo' },
          { target: 'dragging.fromPlaying', actions: 'dragTo' },
        ],
        'seek.to': { actions: seekToEventTime },
      },
    },
    dragging: {
      // One-off seeks wait: the drag owns the time until it ends.
      exit: 'clearDrag',
      on: {
        'seek.move': { actions: 'dragTo' },
      },
      // Always entered through a child, picked by the media's state when the drag began.
      initial: 'fromPlaying',
      states: {
        fromPlaying: {
          entry: 'pause',
          on: {
            // It was playing when the drag began: play again once there.
            'seek.end': { target: '#seeking.idle', actions: [seekToEventTime, 'play'] },
          },
        },
        fromPaused: {
          on: {
            'seek.end': { target: '#seeking.idle', actions: seekToEventTime },
          },
        },
      },
    },
  },
});
