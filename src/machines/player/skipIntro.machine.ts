import { assign, fromPromise, not, setup } from 'xstate';
import { fetchIntroSkipTime, type IntroSkipRequest } from '../../services/introSkip.ts';

/** For the first seconds of playback the button shows without hovering (spec doc 2 §5). */
export const SKIP_INTRO_ALWAYS_SECONDS = 10;

/** What to ask the intro-skip service for; none for movies, or without the service's URL and key. */
export type IntroLookup = Omit<IntroSkipRequest, 'signal'>;

interface SkipIntroContext {
  lookup: IntroLookup | undefined;
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
  | { type: 'skip.click' };

/**
 * The skip-intro button (spec doc 2 §5, §7): the intro-skip service says where the episode's intro
 * ends; the button then shows while the position is before it, always in the first 10 s and
 * afterwards only while the controls show; a click seeks to the intro's end (`seekTo`, provided by
 * the player). Without a lookup, or when the service knows no time or fails, there is no button.
 */
export const skipIntroMachine = setup({
  types: {
    input: {} as { lookup?: IntroLookup | undefined },
    context: {} as SkipIntroContext,
    events: {} as SkipIntroEvent,
  },
  actors: {
    lookUp: fromPromise<number | undefined, IntroLookup>(({ input, signal }) =>
      fetchIntroSkipTime({ ...input, signal }),
    ),
  },
  actions: {
    seekTo: (_, _params: { time: number }) => {},
    setTime: assign({
      time: ({ event }) => (event.type === 'media.time' ? event.time : 0),
    }),
    setHovering: assign({
      hovering: ({ event }) => event.type === 'controls.hover' && event.hovering,
    }),
    logFailure: (_, { error }: { error: unknown }) =>
      console.error('Skip intro: the lookup failed', error),
    // The seek moves the playhead to the intro's end: the button goes at once, not a tick later.
    skipped: assign({ time: ({ context }) => context.skipTime ?? context.time }),
  },
  guards: {
    canLookUp: ({ context }) => context.lookup !== undefined,
    buttonWanted: ({ context }) =>
      context.skipTime !== null &&
      context.time < context.skipTime &&
      (context.time < SKIP_INTRO_ALWAYS_SECONDS || context.hovering),
  },
}).createMachine({
  id: 'skipIntro',
  context: ({ input }) => ({
    lookup: input.lookup,
    skipTime: null,
    time: 0,
    hovering: false,
  }),
  initial: 'checking',
  on: {
    'media.time': { actions: 'setTime' },
    'controls.hover': { actions: 'setHovering' },
  },
  states: {
    checking: {
      always: [{ guard: 'canLookUp', target: 'lookingUp' }, { target: 'unavailable' }],
    },
    lookingUp: {
      invoke: {
        id: 'lookUp',
        src: 'lookUp',
        input: ({ context }) => context.lookup as IntroLookup,
        // The service answers a time over 0 s, or none (services/introSkip.ts).
        onDone: [
          {
            target: 'available',
            guard: ({ event }) => event.output !== undefined,
            actions: assign({ skipTime: ({ event }) => event.output ?? null }),
          },
          { target: 'unavailable' },
        ],
        onError: {
          target: 'unavailable',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // No intro end known: nothing to skip, whatever the position.
    unavailable: {},
    available: {
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
