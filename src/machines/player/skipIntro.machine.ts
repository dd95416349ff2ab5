import { assign, not, setup } from 'xstate';

/** For the first seconds of playback the button shows without hovering (spec doc 2 §5). */
export const SKIP_INTRO_ALWAYS_SECONDS = 10;

interface SkipIntroContext {
  /** Where the intro ends, in seconds; null when the lookup found none (or has not answered). */
  skipTime: number | null;
  /** The media's position, as the element last reported it. */
  time: number;
  /** Whether the player's controls are showing (mouse hover or a tap). */
  hovering: boolean;
}

type SkipIntroEvent =
  /** Facts from the media element and the controls. */
  | { type: 'media.time'; time: number }
  | { type: 'controls.hover'; hovering: boolean }
  /** The intro-skip lookup answered for the current episode; a new media sends none first. */
  | { type: 'intro.loaded'; skipTime?: number | undefined }
  | { type: 'skip.click' };

const validSkipTime = (time: number | undefined) =>
  time !== undefined && Number.isFinite(time) && time > 0 ? time : null;

/**
 * The skip-intro button (spec doc 2 §5, §7): with a known intro end, it shows while the position is
 * before it, always in the first 10 s and afterwards only while the controls show; a click seeks
 * to the intro's end (`seekTo`, provided by the player). Without a skip time there is no button.
 */
export const skipIntroMachine = setup({
  types: {
    input: {} as { skipTime?: number | undefined },
    context: {} as SkipIntroContext,
    events: {} as SkipIntroEvent,
  },
  actions: {
    seekTo: (_, _params: { time: number }) => {},
    setTime: assign({
      time: ({ event }) => (event.type === 'media.time' ? event.time : 0),
    }),
    setHovering: assign({
      hovering: ({ event }) => event.type === 'controls.hover' && event.hovering,
    }),
    setSkipTime: assign({
      skipTime: ({ event }) =>
        event.type === 'intro.loaded' ? validSkipTime(event.skipTime) : null,
    }),
    // The seek moves the playhead to the intro's end: the button goes at once, not a tick later.
    skipped: assign({ time: ({ context }) => context.skipTime ?? context.time }),
  },
  guards: {
    hasSkipTime: ({ context }) => context.skipTime !== null,
    buttonWanted: ({ context }) =>
      context.skipTime !== null &&
      context.time < context.skipTime &&
      (context.time < SKIP_INTRO_ALWAYS_SECONDS || context.hovering),
  },
}).createMachine({
  id: 'skipIntro',
  context: ({ input }) => ({
    skipTime: validSkipTime(input.skipTime),
    time: 0,
    hovering: false,
  }),
  initial: 'unavailable',
  on: {
    'media.time': { actions: 'setTime' },
    'controls.hover': { actions: 'setHovering' },
    'intro.loaded': { actions: 'setSkipTime' },
  },
  states: {
    // No intro end known: nothing to skip, whatever the position.
    unavailable: {
      always: { guard: 'hasSkipTime', target: 'available' },
    },
    available: {
      always: { guard: not('hasSkipTime'), target: 'unavailable' },
      initial: 'hidden',
      states: {
        hidden: { always: { guard: 'buttonWanted', target: 'shown' } },
        shown: {
          always: { guard: not('buttonWanted'), target: 'hidden' },
          on: {
            'skip.click': {
              target: 'hidden',
              actions: [
                {
                  type: 'seekTo',
                  params: ({ context }) => ({ time: context.skipTime ?? context.time }),
                },
                'skipped',
              ],
            },
          },
        },
      },
    },
  },
});
