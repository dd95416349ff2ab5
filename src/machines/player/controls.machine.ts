import { not, or, setup, stateIn } from 'xstate';

type ControlsEvent =
  /** The mouse moved over the player (pointerType `mouse` only: a tap's emulated moves don't count). */
  | { type: 'pointer.move' }
  /** The mouse left the player. */
  | { type: 'pointer.leave' }
  /** A tap on the player on a touch device. */
  | { type: 'screen.tap' }
  /** Facts from the overlay router: a settings or episodes overlay opened or closed. */
  | { type: 'overlay.opened' }
  | { type: 'overlay.closed' }
  /** Facts from the media element. */
  | { type: 'media.paused' }
  | { type: 'media.playing' };

/**
 * Visibility of the player controls (spec doc 2 §2, §4, §9): shown for 3 s after each mouse
 * movement, toggled by a tap on touch devices, and always shown while an overlay is open or the
 * media is paused. Playback, overlay and hover (none, mouse, mobile tap) are independent regions;
 * `visibility` is derived from them by the `controlsWanted` guard, so the view renders one state.
 */
export const controlsMachine = setup({
  types: {
    events: {} as ControlsEvent,
  },
  guards: {
    controlsWanted: or([
      stateIn({ playback: 'paused' }),
      stateIn({ overlay: 'open' }),
      stateIn({ hover: 'mouse' }),
      stateIn({ hover: 'mobileTap' }),
    ]),
  },
  actions: {
    /** Tells the owner the controls appeared or went (the player's buttons follow them). */
    announceVisibility: (_, _params: { shown: boolean }) => {},
  },
  delays: {
    controlsHide: 3_000,
  },
}).createMachine({
  id: 'controls',
  type: 'parallel',
  states: {
    playback: {
      // Nothing plays until the media element says so.
      initial: 'paused',
      states: {
        paused: { on: { 'media.playing': 'playing' } },
        playing: { on: { 'media.paused': 'paused' } },
      },
    },
    overlay: {
      initial: 'closed',
      states: {
        closed: { on: { 'overlay.opened': 'open' } },
        open: { on: { 'overlay.closed': 'closed' } },
      },
    },
    hover: {
      initial: 'none',
      states: {
        none: {
          on: { 'pointer.move': 'mouse', 'screen.tap': 'mobileTap' },
        },
        mouse: {
          // Re-entering on each movement restarts the 3 s wait.
          after: { controlsHide: 'none' },
          on: {
            'pointer.move': { target: 'mouse', reenter: true },
            'pointer.leave': 'none',
            // The controls are showing: a tap hides them.
            'screen.tap': 'none',
          },
        },
        mobileTap: {
          // A tap shows the controls until the next tap: no timer on touch devices.
          on: { 'screen.tap': 'none', 'pointer.move': 'mouse' },
        },
      },
    },
    visibility: {
      initial: 'hidden',
      states: {
        hidden: {
          entry: { type: 'announceVisibility', params: { shown: false } },
          always: { guard: 'controlsWanted', target: 'shown' },
        },
        shown: {
          entry: { type: 'announceVisibility', params: { shown: true } },
          always: { guard: not('controlsWanted'), target: 'hidden' },
        },
      },
    },
  },
});
