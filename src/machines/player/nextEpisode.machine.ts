import { and, assign, not, setup } from 'xstate';
import type { PreferencesStore } from '../../services/storage/index.ts';

/** In the last 30 s the button shows whatever the controls do (spec doc 2 §5). */
export const NEXT_EPISODE_ALWAYS_SECONDS = 30;
/** From 93 % watched it shows while the controls show. */
export const NEXT_EPISODE_HOVER_FRACTION = 0.93;
/** With skip credits on, autoplay starts at 1 % before the end (doc 2 §5: "99 %"). */
export const SKIP_CREDITS_FRACTION = 0.99;

export interface NextEpisodeInput {
  /** The preferences enableAutoplay and enableSkipCredits, read when they decide. */
  stores: { preferences: PreferencesStore };
  /** The configuration's ALLOW_AUTOPLAY. */
  allowAutoplay: boolean;
  /** Whether the media is an episode with one after it. */
  hasNext: boolean;
}

interface NextEpisodeContext extends NextEpisodeInput {
  /** The media's position and length in seconds, as the element last reported them. */
  time: number;
  duration: number;
  /** Whether the player's controls are showing (mouse hover or a tap). */
  hovering: boolean;
}

type NextEpisodeEvent =
  /** Facts from the media element and the controls. */
  | { type: 'media.time'; time: number; duration: number }
  | { type: 'media.ended' }
  | { type: 'controls.hover'; hovering: boolean }
  /** A new media was set (doc 2 §4): the button hides, autoplay is armed again. */
  | { type: 'media.changed'; hasNext: boolean }
  /** The button's "next episode" and "cancel". */
  | { type: 'next.click' }
  | { type: 'next.dismiss' };

const preferencesOf = (context: NextEpisodeContext) =>
  context.stores.preferences.getSnapshot().context;

/**
 * The next-episode button and autoplay (spec doc 2 §4, §5): with a next episode, the button shows
 * in the last 30 s, or from 93 % watched while the controls show; "cancel" hides it for this
 * media. The next episode plays (`playNext`, provided by the player, which owns the meta) on a
 * click, or once by autoplay — at the end, or at 99 % with skip credits on — when the preference
 * enableAutoplay and the configuration's ALLOW_AUTOPLAY both allow it. A new media starts over.
 * Cancelling hides the button only: autoplay is governed by the preference alone.
 */
export const nextEpisodeMachine = setup({
  types: {
    input: {} as NextEpisodeInput,
    context: {} as NextEpisodeContext,
    events: {} as NextEpisodeEvent,
  },
  actions: {
    playNext: () => {},
    setProgress: assign(({ event }) =>
      event.type === 'media.time' ? { time: event.time, duration: event.duration } : {},
    ),
    setHovering: assign({
      hovering: ({ event }) => event.type === 'controls.hover' && event.hovering,
    }),
    startOver: assign(({ event }) => ({
      time: 0,
      duration: 0,
      hasNext: event.type === 'media.changed' && event.hasNext,
    })),
  },
  guards: {
    buttonWanted: ({ context: { hasNext, time, duration, hovering } }) => {
      // A media element reports 0 or NaN before it knows the length: no button then.
      if (!hasNext || !(duration > 0)) return false;
      if (duration - time <= NEXT_EPISODE_ALWAYS_SECONDS) return true;
      return hovering && time / duration >= NEXT_EPISODE_HOVER_FRACTION;
    },
    autoplayAllowed: ({ context }) =>
      context.hasNext && context.allowAutoplay && preferencesOf(context).enableAutoplay,
    skipCredits: ({ context }) => preferencesOf(context).enableSkipCredits,
    creditsReached: ({ event }) =>
      event.type === 'media.time' &&
      event.duration > 0 &&
      event.time >= event.duration * SKIP_CREDITS_FRACTION,
  },
}).createMachine({
  id: 'nextEpisode',
  context: ({ input }) => ({ ...input, time: 0, duration: 0, hovering: false }),
  initial: 'watching',
  on: {
    'controls.hover': { actions: 'setHovering' },
    'media.changed': { target: '.watching', actions: 'startOver' },
  },
  states: {
    watching: {
      initial: 'hidden',
      on: {
        'media.time': [
          {
            guard: and(['autoplayAllowed', 'skipCredits', 'creditsReached']),
            target: 'playingNext',
            actions: 'setProgress',
          },
          { actions: 'setProgress' },
        ],
        'media.ended': { guard: 'autoplayAllowed', target: 'playingNext' },
      },
      states: {
        hidden: { always: { guard: 'buttonWanted', target: 'shown' } },
        shown: {
          always: { guard: not('buttonWanted'), target: 'hidden' },
          on: {
            'next.click': '#nextEpisode.playingNext',
            'next.dismiss': 'dismissed',
          },
        },
        // Cancelled: no button until the next media.
        dismissed: {},
      },
    },
    // Once: time updates and the end no longer count until a new media is set.
    playingNext: {
      entry: 'playNext',
    },
  },
});
