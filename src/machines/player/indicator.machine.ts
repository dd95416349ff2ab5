import { setup } from 'xstate';

/** How long the subtitle-delay and speed indicators stay (spec doc 2 §5 "shown for 3 s"). */
export const INDICATOR_MS = 3_000;
/** The `r` key's roll lasts 1 s (spec doc 2 §5). */
export const ROLL_MS = 1_000;

/**
 * A passing indicator of the player (spec doc 2 §2, §5): the subtitle delay after `[` or `]`, the
 * speed after `<` or `>`, the `r` key's roll (provided with `showFor: ROLL_MS`). Each show keeps
 * it up for its time from then on.
 */
export const indicatorMachine = setup({
  types: {
    events: {} as { type: 'indicator.show' },
  },
  delays: { showFor: INDICATOR_MS },
}).createMachine({
  id: 'indicator',
  initial: 'hidden',
  states: {
    hidden: { on: { 'indicator.show': 'shown' } },
    shown: {
      after: { showFor: 'hidden' },
      // Shown again: the time starts over.
      on: { 'indicator.show': { target: 'shown', reenter: true } },
    },
  },
});
