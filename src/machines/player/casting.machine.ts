import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { type CastSource, castDeviceName } from '../../domain/cast.ts';
import type { CastAdapter } from '../../services/cast/index.ts';

/** How long finding a way to cast (loading the cast SDK) may take before casting is given up. */
export const CAST_DETECT_TIMEOUT_MS = 10_000;

/** The spec's error of a device that would not play the source (doc 2 §8). */
export interface CastFailure {
  type: 'chromecast_load_failure';
  /** The cast framework's own message. */
  message: string;
}

export interface CastingInput {
  /** How this page can cast (a cast SDK, the browser's Remote Playback API), or null: it cannot. */
  detect: () => Promise<CastAdapter | null>;
  /** What plays now, from where the viewer is; null when nothing castable plays (an embed). */
  current: () => CastSource | null;
}

interface CastingContext extends CastingInput {
  adapter: CastAdapter | null;
  /** The device's name; null for none or the default receiver's (a generic label shows). */
  device: string | null;
  /** What the device was last asked to play. */
  source: CastSource | null;
  /** Where the device is, in seconds: the local video picks up there when casting ends. */
  time: number;
  error: CastFailure | null;
}

export type CastingEvent =
  // Requests, from the cast button and the notice.
  | { type: 'cast.start' }
  | { type: 'cast.stop' }
  | { type: 'cast.dismiss' }
  /** Another source (or episode) plays: the device is given it, from its start. */
  | { type: 'source.changed' }
  /** Other captions were chosen: the device is given them, where it is. */
  | { type: 'captions.changed' }
  // Facts, from the adapter.
  | { type: 'cast.available' }
  | { type: 'cast.unavailable' }
  | { type: 'cast.connected'; device: string | null }
  | { type: 'cast.ended' }
  | { type: 'cast.time'; time: number };

/** The adapter's news, as the machine's facts. */
const watch = fromCallback<CastingEvent, { adapter: CastAdapter }>(({ input, sendBack }) =>
  input.adapter.watch({
    availability: (available) =>
      sendBack({ type: available ? 'cast.available' : 'cast.unavailable' }),
    connected: (device) => sendBack({ type: 'cast.connected', device }),
    ended: () => sendBack({ type: 'cast.ended' }),
    time: (time) => sendBack({ type: 'cast.time', time }),
  }),
);

const adapterOf = (context: CastingContext) => ({ adapter: context.adapter as CastAdapter });

/**
 * Casting (spec doc 2 §4, §8): when the page has a way to cast and a device is there, the viewer
 * can connect one; the device then plays the current source from where the viewer is (the local
 * video pauses) until the session ends or the viewer stops, and the local video picks up where the
 * device was. A device that will not play the source ends the session with the framework's message
 * (`chromecast_load_failure`). No way to cast, or no device: `unavailable`, `noDevices` (no button).
 * The owner says how to pause the local video and where it resumes (`pauseLocal`, `resumeLocal`).
 */
export const castingMachine = setup({
  types: {
    input: {} as CastingInput,
    context: {} as CastingContext,
    events: {} as CastingEvent,
  },
  actors: {
    detect: fromPromise<CastAdapter | null, Pick<CastingInput, 'detect'>>(({ input }) =>
      input.detect(),
    ),
    watch,
    startSession: fromPromise<void, { adapter: CastAdapter }>(({ input }) => input.adapter.start()),
    stopSession: fromPromise<void, { adapter: CastAdapter }>(({ input }) => input.adapter.stop()),
    loadSource: fromPromise<void, { adapter: CastAdapter; source: CastSource | null }>(
      async ({ input }) => {
        if (!input.source) throw new Error('Nothing castable is playing');
        await input.adapter.load(input.source);
      },
    ),
  },
  actions: {
    pauseLocal: () => {},
    resumeLocal: (_, _params: { time: number }) => {},
    rememberDevice: assign({
      device: ({ event }) =>
        event.type === 'cast.connected' ? castDeviceName(event.device) : null,
    }),
    logFailure: (_, { what, error }: { what: string; error: unknown }) =>
      console.warn(`Casting: ${what} failed`, error),
  },
  guards: {
    canCast: ({ event }) => (event as { output?: unknown }).output != null,
  },
  delays: { detectTimeout: CAST_DETECT_TIMEOUT_MS },
}).createMachine({
  id: 'casting',
  context: ({ input }) => ({
    ...input,
    adapter: null,
    device: null,
    source: null,
    time: 0,
    error: null,
  }),
  initial: 'detecting',
  states: {
    /** Loading the cast SDK, or looking for the browser's own way to cast. */
    detecting: {
      invoke: {
        id: 'detect',
        src: 'detect',
        input: ({ context }) => ({ detect: context.detect }),
        onDone: [
          {
            guard: 'canCast',
            target: 'ready',
            actions: assign({ adapter: ({ event }) => event.output }),
          },
          { target: 'unavailable' },
        ],
        onError: {
          target: 'unavailable',
          actions: {
            type: 'logFailure',
            params: ({ event }) => ({ what: 'detection', error: event.error }),
          },
        },
      },
      after: { detectTimeout: 'unavailable' },
    },
    /** No way to cast on this page: the cast button is hidden. */
    unavailable: { type: 'final' },
    ready: {
      invoke: { id: 'watch', src: 'watch', input: ({ context }) => adapterOf(context) },
      initial: 'noDevices',
      states: {
        /** No device in reach: the cast button is hidden. */
        noDevices: {
          on: {
            'cast.available': 'local',
            'cast.connected': { target: 'casting', actions: 'rememberDevice' },
          },
        },
        /** Playing here; the cast button offers the devices. */
        local: {
          initial: 'idle',
          on: {
            'cast.start': 'connecting',
            'cast.unavailable': 'noDevices',
            // A session started from the browser's own menu, or resumed after a reload.
            'cast.connected': { target: 'casting', actions: 'rememberDevice' },
          },
          states: {
            idle: {},
            /** The device would not play the source: its session is ended, the notice says why. */
            failed: {
              invoke: {
                id: 'endSession',
                src: 'stopSession',
                input: ({ context }) => adapterOf(context),
              },
              exit: assign({ error: null }),
              on: { 'cast.dismiss': 'idle' },
            },
          },
        },
        /** The browser's device picker is open. */
        connecting: {
          invoke: {
            id: 'startSession',
            src: 'startSession',
            input: ({ context }) => adapterOf(context),
            // Cancelled by the viewer, or the device could not be reached.
            onError: '#casting.ready.local',
          },
          on: {
            'cast.connected': { target: 'casting', actions: 'rememberDevice' },
            'cast.ended': 'local',
          },
        },
        casting: {
          initial: 'loading',
          exit: { type: 'resumeLocal', params: ({ context }) => ({ time: context.time }) },
          on: {
            'cast.time': { actions: assign({ time: ({ event }) => event.time }) },
            'cast.ended': 'local',
            'cast.stop': 'stopping',
            'source.changed': '.loading',
            'captions.changed': '.loading',
          },
          states: {
            /**
             * The device is given the current source, reloaded at the viewer's position (or, for
             * new captions, at its own).
             */
            loading: {
              entry: [
                'pauseLocal',
                assign(({ context, event }) => {
                  const source = context.current();
                  if (!source) return { source };
                  const startTime =
                    event.type === 'captions.changed' ? context.time : source.startTime;
                  return { source: { ...source, startTime }, time: startTime };
                }),
              ],
              invoke: {
                id: 'loadSource',
                src: 'loadSource',
                input: ({ context }) => ({ ...adapterOf(context), source: context.source }),
                onDone: 'playing',
                onError: {
                  target: '#casting.ready.local.failed',
                  actions: assign({
                    error: ({ event }) => ({
                      type: 'chromecast_load_failure' as const,
                      message:
                        event.error instanceof Error ? event.error.message : String(event.error),
                    }),
                  }),
                },
              },
            },
            playing: {},
          },
        },
        /** The viewer stopped casting: the session is ended. */
        stopping: {
          invoke: {
            id: 'stopSession',
            src: 'stopSession',
            input: ({ context }) => adapterOf(context),
            onDone: 'local',
            onError: {
              target: 'local',
              actions: {
                type: 'logFailure',
                params: ({ event }) => ({ what: 'stopping', error: event.error }),
              },
            },
          },
          on: { 'cast.ended': 'local' },
        },
      },
    },
  },
});
