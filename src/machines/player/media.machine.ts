import { assign, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import type { Stream, StreamQuality } from '../../contracts/stream.ts';
import { clampSeekTime, clampVolume } from '../../domain/playback.ts';
import type {
  AudioTrack,
  Display,
  DisplayError,
  DisplayListener,
  MediaElement,
  StreamRetry,
} from '../../services/player/display.ts';
import { attachFile } from '../../services/player/fileDisplay.ts';
import { attachHls } from '../../services/player/hlsDisplay.ts';
import { keepStreamTextTracksOff } from '../../services/player/textTracks.ts';

/** Why playback stopped (spec doc 2 §8): the element's error code 1–4, or the display's error. */
export type PlaybackError =
  | { kind: 'element'; code: number; message: string }
  | ({ kind: 'display' } & DisplayError);

export interface MediaContext {
  element: MediaElement | null;
  stream: Stream | null;
  /** Where the stream starts, in seconds. */
  startAt: number;
  /** The quality asked for: a quality, or `auto`. */
  wantedQuality: StreamQuality | 'auto';
  time: number;
  duration: number;
  /** Seconds buffered ahead of the start, up to the end of the range around the position. */
  buffered: number;
  volume: number;
  muted: boolean;
  rate: number;
  qualities: StreamQuality[];
  quality: StreamQuality | null;
  audioTracks: AudioTrack[];
  audioTrack: string | null;
  hasPlayedOnce: boolean;
  /** Play was asked before there was a stream on an element: it plays once there is. */
  playWanted: boolean;
  /**
   * The retry under way while the stream's server does not answer (doc 2 §9), for the notice over
   * the picture; null while it answers. Data beside the playback mode, which goes on meanwhile:
   * paused stays paused, playing runs on what is buffered.
   */
  retry: StreamRetry | null;
  error: PlaybackError | null;
}

/** What the owner hears of playback (the `announce` action). */
export type MediaFact =
  | { type: 'media.playing' }
  | { type: 'media.paused' }
  | { type: 'media.ended' }
  | { type: 'media.time'; time: number; duration: number }
  /** The viewer moved the position (a seek asked of the element). */
  | { type: 'media.seeking' }
  | { type: 'media.failed'; error: PlaybackError };

export type MediaEvent =
  // From the view: the element to play in, and the stream to play.
  | { type: 'element.attach'; element: MediaElement }
  | { type: 'stream.load'; stream: Stream; startAt: number }
  | { type: 'stream.unload' }
  // Requests.
  | { type: 'media.play' }
  | { type: 'media.pause' }
  | { type: 'media.togglePlay' }
  | { type: 'media.seek'; time: number }
  /** Relative to where the element is now (keys, double taps), not to the last time reported. */
  | { type: 'media.seekBy'; seconds: number }
  | { type: 'media.setVolume'; volume: number }
  | { type: 'media.setMuted'; muted: boolean }
  | { type: 'media.setRate'; rate: number }
  | { type: 'media.setQuality'; quality: StreamQuality | 'auto' }
  | { type: 'media.setAudioTrack'; id: string }
  // Facts from the element.
  /** The element was asked to play (its `paused` became false); data may not be there yet. */
  | { type: 'element.play' }
  | { type: 'element.playing' }
  | { type: 'element.paused' }
  | { type: 'element.waiting' }
  | { type: 'element.ready' }
  | { type: 'element.ended' }
  | { type: 'element.time'; time: number }
  | { type: 'element.duration'; duration: number }
  | { type: 'element.buffered'; buffered: number }
  | { type: 'element.volume'; volume: number; muted: boolean }
  | { type: 'element.rate'; rate: number }
  | { type: 'element.error'; code: number; message: string }
  // Facts from the display.
  | { type: 'display.qualities'; qualities: StreamQuality[] }
  | { type: 'display.quality'; quality: StreamQuality }
  | { type: 'display.audioTracks'; tracks: AudioTrack[]; current: string | undefined }
  | { type: 'display.error'; error: DisplayError }
  | { type: 'display.retrying'; retry: StreamRetry }
  | { type: 'display.answering' };

/** The end of the buffered range that holds the current position (0 when none does). */
function bufferedEnd(element: MediaElement): number {
  const { buffered, currentTime } = element;
  for (let index = 0; index < buffered.length; index += 1) {
    if (buffered.start(index) <= currentTime && currentTime <= buffered.end(index)) {
      return buffered.end(index);
    }
  }
  return 0;
}

/** The element's events, as the machine's facts (spec doc 2 §4 "Media events"). */
const elementEvents = fromCallback<MediaEvent, { element: MediaElement }>(
  ({ input: { element }, sendBack }) => {
    const facts: Record<string, () => MediaEvent> = {
      play: () => ({ type: 'element.play' }),
      playing: () => ({ type: 'element.playing' }),
      pause: () => ({ type: 'element.paused' }),
      waiting: () => ({ type: 'element.waiting' }),
      canplay: () => ({ type: element.paused ? 'element.ready' : 'element.play' }),
      ended: () => ({ type: 'element.ended' }),
      timeupdate: () => ({ type: 'element.time', time: element.currentTime }),
      durationchange: () => ({ type: 'element.duration', duration: element.duration || 0 }),
      progress: () => ({ type: 'element.buffered', buffered: bufferedEnd(element) }),
      volumechange: () => ({
        type: 'element.volume',
        volume: element.volume,
        muted: element.muted,
      }),
      ratechange: () => ({ type: 'element.rate', rate: element.playbackRate }),
      error: () => ({
        type: 'element.error',
        code: element.error?.code ?? 0,
        message: element.error?.message ?? '',
      }),
    };
    const listeners = Object.entries(facts).map(([name, fact]) => {
      const listener = () => sendBack(fact());
      element.addEventListener(name, listener);
      return [name, listener] as const;
    });
    return () => {
      for (const [name, listener] of listeners) element.removeEventListener(name, listener);
    };
  },
);

export interface DisplayInput {
  element: MediaElement;
  stream: Stream;
  startAt: number;
  wanted: StreamQuality | 'auto';
}

/**
 * The stream on the element (hls.js, native HLS or MP4 files), its own text tracks kept off;
 * quality and audio requests in.
 */
const display = fromCallback<MediaEvent, DisplayInput>(({ input, sendBack, receive }) => {
  const listener: DisplayListener = {
    qualities: (qualities) => sendBack({ type: 'display.qualities', qualities }),
    quality: (quality) => sendBack({ type: 'display.quality', quality }),
    audioTracks: (tracks, current) => sendBack({ type: 'display.audioTracks', tracks, current }),
    error: (error) => sendBack({ type: 'display.error', error }),
    retrying: (retry) => sendBack({ type: 'display.retrying', retry }),
    answering: () => sendBack({ type: 'display.answering' }),
  };
  const { element, stream, startAt, wanted } = input;
  const stopHidingTextTracks = keepStreamTextTracksOff(element);
  let attached: Display | undefined;
  let stopped = false;
  const pending: MediaEvent[] = [];
  const apply = (event: MediaEvent) => {
    if (event.type === 'media.setQuality') attached?.setQuality(event.quality);
    if (event.type === 'media.setAudioTrack') attached?.setAudioTrack(event.id);
  };
  if (stream.type === 'file') {
    attached = attachFile(element, stream, { startAt, wanted, listener });
  } else if (stream.type === 'hls') {
    attachHls(element, stream.playlist, { startAt, wanted, listener }).then(
      (ready) => {
        if (stopped) return ready.destroy();
        attached = ready;
        for (const event of pending.splice(0)) apply(event);
      },
      (error: unknown) =>
        listener.error({ type: 'hls', message: `Could not start HLS: ${String(error)}` }),
    );
  }
  receive((event) => {
    if (attached) apply(event);
    else pending.push(event);
  });
  return () => {
    stopped = true;
    attached?.destroy();
    stopHidingTextTracks();
  };
});

/**
 * The display (spec doc 2 §4, §9): one stream on the page's video element — HLS through hls.js (or
 * the browser's own), MP4 files by quality — or an embedded page. Views send requests (play,
 * seek, volume, quality…) and read facts: the machine is `playing` only when the element says so.
 */
export const mediaMachine = setup({
  types: {
    context: {} as MediaContext,
    events: {} as MediaEvent,
  },
  actors: { elementEvents, display },
  actions: {
    /**
     * Tells the owner what the element did (playing, paused, ended, time, failed), for the
     * machines that follow playback; the player provides it, alone it does nothing.
     */
    announce: (_, _fact: MediaFact) => {},
    play: ({ context }) => {
      // A refused play (autoplay policy) changes nothing: the element stays paused and says so.
      context.element?.play()?.catch(() => {});
    },
    pause: ({ context }) => context.element?.pause(),
    seek: ({ context }, params: { time: number }) => {
      if (context.element) {
        // A duration of 0 is not known yet: then only the start bounds the seek.
        context.element.currentTime = clampSeekTime(params.time, context.duration || Number.NaN);
      }
    },
    seekBy: ({ context }, params: { seconds: number }) => {
      const { element } = context;
      if (element) {
        element.currentTime = clampSeekTime(
          element.currentTime + params.seconds,
          context.duration || Number.NaN,
        );
      }
    },
    setVolume: ({ context }, params: { volume: number }) => {
      if (context.element) context.element.volume = clampVolume(params.volume);
    },
    setMuted: ({ context }, params: { muted: boolean }) => {
      if (context.element) context.element.muted = params.muted;
    },
    setRate: ({ context }, params: { rate: number }) => {
      if (context.element) context.element.playbackRate = params.rate;
    },
  },
  guards: {
    isEmbedded: ({ context }) => context.stream?.type === 'iframe',
    hasElement: ({ context }) => context.element !== null,
  },
}).createMachine({
  id: 'media',
  context: {
    element: null,
    stream: null,
    startAt: 0,
    wantedQuality: 'auto',
    time: 0,
    duration: 0,
    buffered: 0,
    volume: 1,
    muted: false,
    rate: 1,
    qualities: [],
    quality: null,
    audioTracks: [],
    audioTrack: null,
    hasPlayedOnce: false,
    playWanted: false,
    retry: null,
    error: null,
  },
  initial: 'idle',
  on: {
    // Before `active` (which plays and pauses at once), the view's first play is kept.
    'media.play': { actions: assign({ playWanted: true }) },
    'media.pause': { actions: assign({ playWanted: false }) },
    'element.attach': {
      target: '.routing',
      actions: assign({ element: ({ event }) => event.element }),
    },
    'stream.load': {
      target: '.routing',
      actions: assign(({ event }) => ({
        stream: event.stream,
        startAt: event.startAt,
        time: event.startAt,
        duration: 0,
        buffered: 0,
        qualities: [],
        quality: null,
        audioTracks: [],
        audioTrack: null,
        hasPlayedOnce: false,
        error: null,
      })),
    },
    'stream.unload': { target: '.idle', actions: assign({ stream: null, error: null }) },
    'element.volume': {
      actions: assign(({ event }) => ({ volume: event.volume, muted: event.muted })),
    },
    'element.rate': { actions: assign({ rate: ({ event }) => event.rate }) },
  },
  states: {
    /** Nothing to play. */
    idle: {},
    /** A stream and (once it is there) an element: play it. */
    routing: {
      always: [
        { guard: ({ context }) => context.stream === null, target: 'idle' },
        { guard: 'isEmbedded', target: 'embedded' },
        { guard: 'hasElement', target: 'active' },
        { target: 'waitingForElement' },
      ],
    },
    /** The stream came before the view's element. */
    waitingForElement: {},
    /** The provider's page plays the stream itself: nothing to control (doc 2 §4). */
    embedded: {},
    active: {
      entry: enqueueActions(({ context, enqueue }) => {
        if (!context.playWanted) return;
        enqueue('play');
        enqueue.assign({ playWanted: false });
      }),
      exit: assign({ retry: null }),
      invoke: [
        {
          id: 'elementEvents',
          src: 'elementEvents',
          input: ({ context }) => ({ element: context.element as MediaElement }),
        },
        {
          id: 'display',
          src: 'display',
          input: ({ context }) => ({
            element: context.element as MediaElement,
            stream: context.stream as Stream,
            startAt: context.startAt,
            wanted: context.wantedQuality,
          }),
        },
      ],
      on: {
        'media.play': { actions: 'play' },
        'media.pause': { actions: 'pause' },
        'media.seek': {
          actions: [
            { type: 'seek', params: ({ event }) => ({ time: event.time }) },
            { type: 'announce', params: { type: 'media.seeking' } },
          ],
        },
        'media.seekBy': {
          actions: [
            { type: 'seekBy', params: ({ event }) => ({ seconds: event.seconds }) },
            { type: 'announce', params: { type: 'media.seeking' } },
          ],
        },
        'media.setVolume': {
          actions: { type: 'setVolume', params: ({ event }) => ({ volume: event.volume }) },
        },
        'media.setMuted': {
          actions: { type: 'setMuted', params: ({ event }) => ({ muted: event.muted }) },
        },
        'media.setRate': {
          actions: { type: 'setRate', params: ({ event }) => ({ rate: event.rate }) },
        },
        'media.setQuality': {
          actions: [
            assign({ wantedQuality: ({ event }) => event.quality }),
            sendTo('display', ({ event }) => event),
          ],
        },
        'media.setAudioTrack': { actions: sendTo('display', ({ event }) => event) },
        'element.time': {
          actions: [
            assign({ time: ({ event }) => event.time }),
            {
              type: 'announce',
              params: ({ context, event }) => ({
                type: 'media.time',
                time: event.time,
                duration: context.duration,
              }),
            },
          ],
        },
        'element.duration': { actions: assign({ duration: ({ event }) => event.duration }) },
        'element.buffered': { actions: assign({ buffered: ({ event }) => event.buffered }) },
        'display.qualities': { actions: assign({ qualities: ({ event }) => event.qualities }) },
        'display.quality': { actions: assign({ quality: ({ event }) => event.quality }) },
        'display.audioTracks': {
          actions: assign(({ event }) => ({
            audioTracks: event.tracks,
            audioTrack: event.current ?? null,
          })),
        },
        'display.retrying': { actions: assign({ retry: ({ event }) => event.retry }) },
        'display.answering': { actions: assign({ retry: null }) },
        'display.error': {
          target: 'failed',
          actions: assign({ error: ({ event }) => ({ kind: 'display', ...event.error }) }),
        },
        'element.error': {
          target: 'failed',
          actions: assign({
            error: ({ event }) => ({ kind: 'element', code: event.code, message: event.message }),
          }),
        },
      },
      initial: 'loading',
      states: {
        /**
         * Waiting for enough data: `held` at the start (nothing asked yet), `wanted` once the element
         * is asked to play (it plays as soon as it can) or after running dry while playing.
         */
        loading: {
          initial: 'held',
          on: {
            'element.playing': 'playing',
            'element.paused': 'paused',
          },
          states: {
            held: {
              on: {
                'media.togglePlay': { actions: 'play' },
                'element.play': 'wanted',
                'element.ready': '#media.active.paused',
              },
            },
            wanted: {
              on: { 'media.togglePlay': { actions: 'pause' } },
            },
          },
        },
        playing: {
          entry: [
            assign({ hasPlayedOnce: true }),
            { type: 'announce', params: { type: 'media.playing' } },
          ],
          on: {
            'media.togglePlay': { actions: 'pause' },
            'element.paused': 'paused',
            'element.waiting': 'loading.wanted',
            'element.ended': 'ended',
          },
        },
        paused: {
          entry: { type: 'announce', params: { type: 'media.paused' } },
          on: {
            'media.togglePlay': { actions: 'play' },
            'element.play': 'loading.wanted',
            'element.playing': 'playing',
            'element.ended': 'ended',
          },
        },
        ended: {
          entry: { type: 'announce', params: { type: 'media.ended' } },
          on: {
            'media.togglePlay': { actions: 'play' },
            'element.play': 'loading.wanted',
            'element.playing': 'playing',
          },
        },
      },
    },
    /** The playback-error screen's state (doc 2 §2, §8). */
    failed: {
      entry: {
        type: 'announce',
        params: ({ context }) => ({ type: 'media.failed', error: context.error as PlaybackError }),
      },
    },
  },
});
