import { assign, setup } from 'xstate';
import {
  type CustomSpeedRejection,
  fasterRate,
  isAllowedRate,
  parseCustomSpeed,
  slowerRate,
} from '../../domain/playback.ts';

/** The rate a watch party plays at, for everyone (spec doc 2 §4). */
export const PARTY_RATE = 1;

/** The message the custom speed editor shows for each rejection, as an i18n key. */
export const customSpeedErrorKeys = {
  notANumber: 'player.speed.custom.errors.notANumber',
  notPositive: 'player.speed.custom.errors.notPositive',
  aboveMax: 'player.speed.custom.errors.aboveMax',
} as const satisfies Record<CustomSpeedRejection, string>;

export type CustomSpeedErrorKey = (typeof customSpeedErrorKeys)[CustomSpeedRejection];

interface SpeedContext {
  rate: number;
  /** Why the custom speed typed last was refused, while the editor is open. */
  error: CustomSpeedErrorKey | null;
}

type SpeedEvent =
  /** A preset picked in the playback menu. */
  | { type: 'speed.set'; rate: number }
  /** The `>` and `<` keys. */
  | { type: 'speed.faster' }
  | { type: 'speed.slower' }
  /** The custom speed editor: open it, Enter with what was typed, Escape. */
  | { type: 'speed.custom.edit' }
  | { type: 'speed.custom.submit'; text: string }
  | { type: 'speed.custom.cancel' }
  | { type: 'party.started' }
  | { type: 'party.ended' };

/**
 * The playback rate (spec doc 2 §4, §5, §9): the presets 0.25, 0.5, 1, 1.5 and 2, stepped through
 * with `<` and `>` (from a custom rate to the next preset); a custom speed editor whose value must
 * be above 0 and at most 5 (Enter accepts, Escape cancels, a refused value keeps it open with the
 * reason); and, while a watch party is active, disabled at rate 1. The owner plays the rate
 * (`applyRate`).
 */
export const speedMachine = setup({
  types: {
    input: {} as { rate?: number } | undefined,
    context: {} as SpeedContext,
    events: {} as SpeedEvent,
  },
  actions: {
    applyRate: (_, _params: { rate: number }) => {},
    setRate: assign({
      rate: ({ context, event }) => (event.type === 'speed.set' ? event.rate : context.rate),
    }),
    stepFaster: assign({ rate: ({ context }) => fasterRate(context.rate) }),
    stepSlower: assign({ rate: ({ context }) => slowerRate(context.rate) }),
    setCustom: assign({
      rate: ({ context, event }) => {
        if (event.type !== 'speed.custom.submit') return context.rate;
        const custom = parseCustomSpeed(event.text);
        return custom.ok ? custom.rate : context.rate;
      },
    }),
    refuseCustom: assign({
      error: ({ event }) => {
        const custom = parseCustomSpeed(event.type === 'speed.custom.submit' ? event.text : '');
        return custom.ok ? null : customSpeedErrorKeys[custom.reason];
      },
    }),
    clearError: assign({ error: null }),
    forcePartyRate: assign({ rate: PARTY_RATE }),
  },
  guards: {
    allowedRate: ({ event }) => event.type === 'speed.set' && isAllowedRate(event.rate),
    canGoFaster: ({ context }) => fasterRate(context.rate) !== context.rate,
    canGoSlower: ({ context }) => slowerRate(context.rate) !== context.rate,
    validCustom: ({ event }) =>
      event.type === 'speed.custom.submit' && parseCustomSpeed(event.text).ok,
  },
}).createMachine({
  id: 'speed',
  context: ({ input }) => ({
    rate: input?.rate !== undefined && isAllowedRate(input.rate) ? input.rate : 1,
    error: null,
  }),
  // The element may have been left at another rate by a previous source: play this one.
  entry: { type: 'applyRate', params: ({ context }) => ({ rate: context.rate }) },
  initial: 'enabled',
  states: {
    enabled: {
      initial: 'choosing',
      states: {
        choosing: {
          on: { 'speed.custom.edit': 'editing' },
        },
        editing: {
          exit: 'clearError',
          on: {
            'speed.custom.submit': [
              {
                guard: 'validCustom',
                target: 'choosing',
                actions: [
                  'setCustom',
                  { type: 'applyRate', params: ({ context }) => ({ rate: context.rate }) },
                ],
              },
              { actions: 'refuseCustom' },
            ],
            'speed.custom.cancel': 'choosing',
          },
        },
      },
      on: {
        // Picking a preset closes the custom editor.
        'speed.set': {
          guard: 'allowedRate',
          target: '.choosing',
          actions: [
            'setRate',
            { type: 'applyRate', params: ({ context }) => ({ rate: context.rate }) },
          ],
        },
        'speed.faster': {
          guard: 'canGoFaster',
          actions: [
            'stepFaster',
            { type: 'applyRate', params: ({ context }) => ({ rate: context.rate }) },
          ],
        },
        'speed.slower': {
          guard: 'canGoSlower',
          actions: [
            'stepSlower',
            { type: 'applyRate', params: ({ context }) => ({ rate: context.rate }) },
          ],
        },
        'party.started': 'disabled',
      },
    },
    // Guests follow the host, so nobody changes the rate; it stays 1 after the party too.
    disabled: {
      entry: ['forcePartyRate', { type: 'applyRate', params: { rate: PARTY_RATE } }],
      on: { 'party.ended': 'enabled' },
    },
  },
});
