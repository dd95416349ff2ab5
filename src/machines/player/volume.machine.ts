import { and, assign, setup, stateIn } from 'xstate';
import { clampVolume, volumeDown, volumeUp, wheelVolume } from '../../domain/playback.ts';
import { DEFAULT_VOLUME } from '../../services/storage/index.ts';

/** Wheel turns closer together than this count once (spec doc 2 §9, "wheel throttle 345 ms"). */
export const WHEEL_THROTTLE_MS = 345;

interface VolumeContext {
  /** What the media element plays at: 0 while muted. */
  volume: number;
  /** The volume unmuting brings back; null when there is none, and unmuting gives 1. */
  lastVolume: number | null;
}

type VolumeEvent =
  | { type: 'volume.mute' }
  | { type: 'volume.unmute' }
  /** The `m` key and the speaker button. */
  | { type: 'volume.toggleMute' }
  /** The Up and Down arrows: 0.15 each. */
  | { type: 'volume.up' }
  | { type: 'volume.down' }
  /** A wheel turn over the volume control, with the wheel event's `deltaY`. */
  | { type: 'volume.wheel'; deltaY: number }
  /** The slider. */
  | { type: 'volume.set'; volume: number };

/** The volume an event asks for; mute and unmute ask for none (they are handled by state). */
function requestedVolume(context: VolumeContext, event: VolumeEvent): number {
  switch (event.type) {
    case 'volume.up':
      return volumeUp(context.volume);
    case 'volume.down':
      return volumeDown(context.volume);
    case 'volume.wheel':
      return wheelVolume(context.volume, event.deltaY);
    case 'volume.set':
      return clampVolume(event.volume);
    default:
      return context.volume;
  }
}

/**
 * The player's volume (spec doc 2 §4, §5, §9): unmuted <-> muted. Muting remembers the volume and
 * plays at 0; unmuting brings it back, or 1 when there is none. The keys (0.15 a press), the wheel
 * (deltaY / 1000) and the slider set it within 0..1; reaching 0 that way is muting too, and setting
 * an audible volume while muted unmutes. A wheel turn counts once per 345 ms: a trackpad sends
 * dozens a second. The owner plays it (`applyVolume`) and may store it.
 */
export const volumeMachine = setup({
  types: {
    input: {} as { volume?: number } | undefined,
    context: {} as VolumeContext,
    events: {} as VolumeEvent,
  },
  actions: {
    applyVolume: (_, _params: { volume: number }) => {},
    setRequested: assign({ volume: ({ context, event }) => requestedVolume(context, event) }),
    rememberVolume: assign({ lastVolume: ({ context }) => context.volume }),
    silence: assign({ volume: 0 }),
    restore: assign({
      volume: ({ context }) => context.lastVolume ?? DEFAULT_VOLUME,
      lastVolume: null,
    }),
    // An audible volume set while muted replaces the remembered one.
    forget: assign({ lastVolume: null }),
  },
  guards: {
    silent: ({ context }) => context.volume === 0,
    audible: ({ context, event }) => requestedVolume(context, event) > 0,
    wheelReady: stateIn({ wheel: 'ready' }),
  },
  delays: { wheelThrottle: WHEEL_THROTTLE_MS },
}).createMachine({
  id: 'volume',
  context: ({ input }) => ({
    volume: clampVolume(input?.volume ?? DEFAULT_VOLUME),
    lastVolume: null,
  }),
  type: 'parallel',
  states: {
    level: {
      initial: 'checking',
      states: {
        // A stored volume of 0 starts muted, with nothing to restore but the default.
        checking: {
          always: [{ guard: 'silent', target: 'muted' }, { target: 'unmuted' }],
        },
        unmuted: {
          entry: { type: 'applyVolume', params: ({ context }) => ({ volume: context.volume }) },
          on: {
            'volume.mute': { target: 'muted', actions: 'rememberVolume' },
            'volume.toggleMute': { target: 'muted', actions: 'rememberVolume' },
            // Re-entering applies the new volume; from an audible one, up stays audible.
            'volume.up': { target: 'unmuted', reenter: true, actions: 'setRequested' },
            'volume.down': [
              { guard: 'audible', target: 'unmuted', reenter: true, actions: 'setRequested' },
              { target: 'muted', actions: 'rememberVolume' },
            ],
            'volume.wheel': [
              {
                guard: and(['wheelReady', 'audible']),
                target: 'unmuted',
                reenter: true,
                actions: 'setRequested',
              },
              { guard: 'wheelReady', target: 'muted', actions: 'rememberVolume' },
            ],
            'volume.set': [
              { guard: 'audible', target: 'unmuted', reenter: true, actions: 'setRequested' },
              { target: 'muted', actions: 'rememberVolume' },
            ],
          },
        },
        muted: {
          entry: ['silence', { type: 'applyVolume', params: { volume: 0 } }],
          on: {
            'volume.unmute': { target: 'unmuted', actions: 'restore' },
            'volume.toggleMute': { target: 'unmuted', actions: 'restore' },
            // Down, and a wheel turn or slider move to 0, leave it muted: nothing to do.
            'volume.up': { target: 'unmuted', actions: ['setRequested', 'forget'] },
            'volume.wheel': {
              guard: and(['wheelReady', 'audible']),
              target: 'unmuted',
              actions: ['setRequested', 'forget'],
            },
            'volume.set': {
              guard: 'audible',
              target: 'unmuted',
              actions: ['setRequested', 'forget'],
            },
          },
        },
      },
    },
    /** The wheel's throttle: a turn is taken when ready, then the wheel rests for a moment. */
    wheel: {
      initial: 'ready',
      states: {
        ready: { on: { 'volume.wheel': 'resting' } },
        resting: { after: { wheelThrottle: 'ready' } },
      },
    },
  },
});
