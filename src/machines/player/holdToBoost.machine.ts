import { assign, setup } from 'xstate';

/** The playback rate while held (spec doc 2 §9). */
export const BOOST_RATE = 2;

interface HoldToBoostContext {
  /** The preference enableHoldToBoost (default on): off, a press just toggles play. */
  enabled: boolean;
  /** The rate before the boost, restored on release. */
  previousRate: number;
  /** Whether the press being held toggles play when released early (not a finger's tap). */
  pressToggles: boolean;
}

type HoldToBoostEvent =
  /**
   * Space down or pointer down on the video, with the media's rate at that moment. Key repeats
   * may be sent as they come: only the first press counts until the release. A finger's press
   * sets `toggles: false`: its tap shows the controls instead of pausing.
   */
  | { type: 'boost.press'; currentRate: number; toggles?: boolean }
  /** Space up or pointer up (or cancel). */
  | { type: 'boost.release' };

/**
 * Hold-to-boost (spec doc 2 §4, §5, §9): holding space or the pointer for 300 ms plays at 2x until
 * the release, which restores the previous rate; the speed indicator (shown in `boosting` and
 * `released`) stays 1.5 s after the release. A shorter press toggles play or pause; when the
 * preference is off, a press toggles at once. A press that does not toggle (a finger's) only
 * boosts. The owner provides `setRate` and `togglePlay`.
 */
export const holdToBoostMachine = setup({
  types: {
    input: {} as { enabled?: boolean },
    context: {} as HoldToBoostContext,
    events: {} as HoldToBoostEvent,
  },
  actions: {
    setRate: (_, _params: { rate: number }) => {},
    togglePlay: () => {},
    rememberPress: assign(({ context, event }) =>
      event.type === 'boost.press'
        ? { previousRate: event.currentRate, pressToggles: event.toggles ?? true }
        : context,
    ),
  },
  guards: {
    enabled: ({ context }) => context.enabled,
    pressToggles: ({ context }) => context.pressToggles,
    eventToggles: ({ event }) => event.type === 'boost.press' && (event.toggles ?? true),
  },
  delays: {
    boostDelay: 300,
    indicatorHide: 1_500,
  },
}).createMachine({
  id: 'holdToBoost',
  context: ({ input }) => ({ enabled: input.enabled ?? true, previousRate: 1, pressToggles: true }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'boost.press': [
          { guard: 'enabled', target: 'pressing', actions: 'rememberPress' },
          { guard: 'eventToggles', actions: 'togglePlay' },
        ],
      },
    },
    pressing: {
      after: { boostDelay: 'boosting' },
      on: {
        'boost.release': [
          { guard: 'pressToggles', target: 'idle', actions: 'togglePlay' },
          { target: 'idle' },
        ],
      },
    },
    boosting: {
      entry: { type: 'setRate', params: { rate: BOOST_RATE } },
      on: {
        'boost.release': {
          target: 'released',
          actions: { type: 'setRate', params: ({ context }) => ({ rate: context.previousRate }) },
        },
      },
    },
    released: {
      // Only the indicator lingers; a new press starts over.
      after: { indicatorHide: 'idle' },
      on: { 'boost.press': { target: 'pressing', actions: 'rememberPress' } },
    },
  },
});
