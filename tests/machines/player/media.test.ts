import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, type SnapshotFrom } from 'xstate';
import type { Stream } from '../../../src/contracts/stream.ts';
import {
  type DisplayInput,
  type MediaEvent,
  mediaMachine,
} from '../../../src/machines/player/media.machine.ts';
import { recordTransitions } from '../../support/coverage.ts';
import { FakeMediaElement } from '../../support/fakeMediaElement.ts';
import { transitionTests } from '../../support/model.ts';

const fileStream: Stream = {
  id: 'library-countdown',
  type: 'file',
  flags: ['cors-allowed'],
  captions: [],
  qualities: {
    '720': { type: 'mp4', url: '/library/countdown/720p.mp4' },
    '480': { type: 'mp4', url: '/library/countdown/480p.mp4' },
  },
};
const embed: Stream = {
  id: 'embed-one',
  type: 'iframe',
  flags: [],
  captions: [],
  iframeUrl: '/embed/movie/19',
};

type Snapshot = SnapshotFrom<typeof mediaMachine>;

/**
 * The system: a fake element whose events the test fires, and a display standing in for hls.js
 * and the MP4 files (their own tests cover them) that reports what the test says and records the
 * requests it is given.
 */
function mediaSystem() {
  const element = new FakeMediaElement();
  const displays: Array<{
    input: unknown;
    received: AnyEventObject[];
    report: (e: MediaEvent) => void;
  }> = [];
  const machine = mediaMachine.provide({
    actors: {
      display: fromCallback<MediaEvent, DisplayInput>(({ input, sendBack, receive }) => {
        const entry = { input, received: [] as AnyEventObject[], report: sendBack };
        displays.push(entry);
        receive((event) => entry.received.push(event));
        return () => {
          displays.splice(displays.indexOf(entry), 1);
        };
      }),
    },
  });
  return { system: { element, displays }, machine };
}
type System = ReturnType<typeof mediaSystem>['system'];

const pristine = ({ context: c }: Snapshot) =>
  c.time === 0 &&
  c.duration === 0 &&
  c.buffered === 0 &&
  c.qualities.length === 0 &&
  c.quality === null &&
  c.audioTracks.length === 0;

/** Facts that only change data: offered once, from a fresh paused stream, to keep the model small. */
const facts: MediaEvent[] = [
  { type: 'element.time', time: 12 },
  { type: 'element.duration', duration: 20 },
  { type: 'element.buffered', buffered: 16 },
  { type: 'display.qualities', qualities: ['720', '480'] },
  { type: 'display.quality', quality: '720' },
  {
    type: 'display.audioTracks',
    tracks: [{ id: '0', language: 'en', label: 'English' }],
    current: '0',
  },
  { type: 'display.retrying', retry: { attempt: 1, limit: 10 } },
];

/** The stream's server gave up on: the error hls.js ends its retries with. */
const givenUp: MediaEvent = {
  type: 'display.error',
  error: { type: 'hls', message: 'fragLoadError: HTTP Error 404 Not Found', status: 404 },
};

const elementEvent: Record<string, (element: FakeMediaElement) => void> = {
  'element.play': (element) => element.fire('play'),
  'element.playing': (element) => element.fire('playing'),
  'element.paused': (element) => element.fire('pause'),
  'element.waiting': (element) => element.fire('waiting'),
  'element.ended': (element) => element.fire('ended'),
  'element.ready': (element) => {
    element.paused = true;
    element.fire('canplay');
  },
  'element.time': (element) => {
    element.currentTime = 12;
    element.fire('timeupdate');
  },
  'element.duration': (element) => {
    element.duration = 20;
    element.fire('durationchange');
  },
  'element.buffered': (element) => {
    element.currentTime = 0;
    element.setBuffered([[0, 16]]);
  },
  'element.error': (element) => {
    element.error = { code: 2, message: 'network down' } as MediaError;
    element.fire('error');
  },
};

const walks = transitionTests({
  machine: mediaMachine,
  system: mediaSystem,
  events: (snapshot) => {
    const events: MediaEvent[] = [];
    if (!snapshot.context.element) {
      events.push({ type: 'element.attach', element: new FakeMediaElement() });
    }
    if ((['idle', 'failed', 'embedded'] as const).some((state) => snapshot.matches(state))) {
      events.push({ type: 'stream.load', stream: fileStream, startAt: 0 });
    }
    if (snapshot.matches('idle')) events.push({ type: 'stream.load', stream: embed, startAt: 0 });
    if (!snapshot.matches('idle')) events.push({ type: 'stream.unload' });
    // Play asked before there is a stream on an element (the view asks as it opens): kept for then.
    if (!snapshot.matches('active')) events.push({ type: 'media.play' }, { type: 'media.pause' });
    if (snapshot.matches('active') && snapshot.context.retry) {
      // While a request is retried: the stream answers again, or is given up.
      events.push({ type: 'display.answering' }, givenUp);
    } else if (snapshot.matches('active')) {
      events.push(
        { type: 'element.play' },
        { type: 'element.playing' },
        { type: 'element.paused' },
        { type: 'element.waiting' },
        { type: 'element.ended' },
        { type: 'element.ready' },
        { type: 'element.error', code: 2, message: 'network down' },
        givenUp,
        { type: 'media.togglePlay' },
        { type: 'media.seek', time: 99 },
        { type: 'media.seekBy', seconds: -10 },
        { type: 'media.setQuality', quality: '480' },
        { type: 'media.setAudioTrack', id: '1' },
      );
      if (snapshot.matches({ active: 'paused' }) && pristine(snapshot)) events.push(...facts);
    }
    return events;
  },
  perform: {
    'element.attach': ({ element }, actor) => actor.send({ type: 'element.attach', element }),
    ...Object.fromEntries(
      Object.entries(elementEvent).map(([type, fire]) => [
        type,
        ({ element }: System) => fire(element),
      ]),
    ),
    ...Object.fromEntries(
      [
        'display.qualities',
        'display.quality',
        'display.audioTracks',
        'display.error',
        'display.retrying',
        'display.answering',
      ].map((type) => [
        type,
        ({ displays }: System, _actor: unknown, event: AnyEventObject) =>
          displays[0]?.report(event as MediaEvent),
      ]),
    ),
    'media.play': ({ element }, actor) => {
      const before = element.calls.length;
      actor.send({ type: 'media.play' });
      expect(element.calls.slice(before)).toEqual([]);
      expect(actor.getSnapshot().context.playWanted).toBe(true);
    },
    'media.pause': ({ element }, actor) => {
      const before = element.calls.length;
      actor.send({ type: 'media.pause' });
      expect(element.calls.slice(before)).toEqual([]);
      expect(actor.getSnapshot().context.playWanted).toBe(false);
    },
    'media.togglePlay': ({ element }, actor) => {
      const before = element.calls.length;
      const snapshot = actor.getSnapshot();
      // Playing, or about to, asks to pause; anything else asks to play.
      const playing =
        snapshot.matches({ active: 'playing' }) ||
        snapshot.matches({ active: { loading: 'wanted' } });
      actor.send({ type: 'media.togglePlay' });
      expect(element.calls.slice(before)).toEqual([playing ? 'pause' : 'play']);
    },
    'media.seek': ({ element }, actor) => {
      element.currentTime = 3;
      actor.send({ type: 'media.seek', time: 99 });
      const { duration } = actor.getSnapshot().context;
      // Clamped to the duration once it is known.
      expect(element.currentTime).toBe(duration > 0 ? duration : 99);
    },
    'media.seekBy': ({ element }, actor) => {
      element.currentTime = 4;
      actor.send({ type: 'media.seekBy', seconds: -10 });
      // From where the element is, never before the start.
      expect(element.currentTime).toBe(0);
    },
    'media.setQuality': ({ displays }, actor) => {
      actor.send({ type: 'media.setQuality', quality: '480' });
      expect(displays[0]?.received.at(-1)).toEqual({ type: 'media.setQuality', quality: '480' });
    },
    'media.setAudioTrack': ({ displays }, actor) => {
      actor.send({ type: 'media.setAudioTrack', id: '1' });
      expect(displays[0]?.received.at(-1)).toEqual({ type: 'media.setAudioTrack', id: '1' });
    },
  },
  assert: {
    active: ({ displays, element }) => {
      expect(displays).toHaveLength(1);
      expect(displays[0]?.input).toMatchObject({ element, stream: fileStream, startAt: 0 });
    },
    idle: ({ displays }) => expect(displays).toHaveLength(0),
    failed: ({ displays }) => expect(displays).toHaveLength(0),
    embedded: ({ displays }) => expect(displays).toHaveLength(0),
  },
});

describe('media machine: every transition, with a fake element and display', () => {
  it.each(walks)('$name', ({ run }) => run());
});

describe('media: facts come from the element, requests go to it (doc 2 §4)', () => {
  function start(stream: Stream = fileStream, startAt = 7) {
    const { system, machine } = mediaSystem();
    const actor = createActor(machine, { inspect: recordTransitions }).start();
    actor.send({ type: 'stream.load', stream, startAt });
    actor.send({ type: 'element.attach', element: system.element });
    return { ...system, actor };
  }

  it('asks the element to play, but is playing only once the element plays', async () => {
    const { actor, element } = start();
    expect(actor.getSnapshot().matches({ active: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.time).toBe(7);
    actor.send({ type: 'media.play' });
    expect(element.calls).toEqual(['play']);
    expect(actor.getSnapshot().matches({ active: 'loading' })).toBe(true);
    element.fire('playing');
    expect(actor.getSnapshot().matches({ active: 'playing' })).toBe(true);
    expect(actor.getSnapshot().context.hasPlayedOnce).toBe(true);
    actor.send({ type: 'media.pause' });
    expect(element.calls).toEqual(['play', 'pause']);
    expect(actor.getSnapshot().matches({ active: 'playing' })).toBe(true);
  });

  it('a refused play (autoplay policy) leaves it paused once the element can play', async () => {
    const { actor, element } = start();
    element.play = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    actor.send({ type: 'media.play' });
    element.fire('canplay');
    await Promise.resolve();
    expect(actor.getSnapshot().matches({ active: 'paused' })).toBe(true);
    expect(actor.getSnapshot().context.hasPlayedOnce).toBe(false);
  });

  it('sets volume (clamped to 0..1), mute and rate on the element, and reads them back', () => {
    const { actor, element } = start();
    actor.send({ type: 'media.setVolume', volume: 1.4 });
    expect(element.volume).toBe(1);
    actor.send({ type: 'media.setVolume', volume: 0.35 });
    actor.send({ type: 'media.setMuted', muted: true });
    actor.send({ type: 'media.setRate', rate: 1.5 });
    expect(actor.getSnapshot().context).toMatchObject({ volume: 0.35, muted: true, rate: 1.5 });
    actor.send({ type: 'media.setVolume', volume: -2 });
    expect(element.volume).toBe(0);
  });

  it('reads the buffered end of the range around the position', () => {
    const { actor, element } = start();
    element.currentTime = 10;
    element.setBuffered([
      [0, 4],
      [8, 18],
    ]);
    expect(actor.getSnapshot().context.buffered).toBe(18);
    element.currentTime = 6;
    element.setBuffered([
      [0, 4],
      [8, 18],
    ]);
    expect(actor.getSnapshot().context.buffered).toBe(0);
  });

  it('keeps the element error code for the playback-error screen', () => {
    const { actor, element } = start();
    element.error = { code: 4, message: 'unsupported' } as MediaError;
    element.fire('error');
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'element',
      code: 4,
      message: 'unsupported',
    });
  });

  it('counts the retries of a stream that does not answer, until it answers or is given up', () => {
    const { actor, element, displays } = start();
    element.fire('playing');
    const report = (event: MediaEvent) => displays[0]?.report(event);
    report({ type: 'display.retrying', retry: { attempt: 1, limit: 10 } });
    report({ type: 'display.retrying', retry: { attempt: 2, limit: 10 } });
    // Playing goes on, on what is buffered, while the notice says what happens.
    expect(actor.getSnapshot().matches({ active: 'playing' })).toBe(true);
    expect(actor.getSnapshot().context.retry).toEqual({ attempt: 2, limit: 10 });
    report({ type: 'display.answering' });
    expect(actor.getSnapshot().context.retry).toBeNull();

    report({ type: 'display.retrying', retry: { attempt: 10, limit: 10 } });
    report({
      type: 'display.error',
      error: { type: 'hls', message: 'fragLoadError: HTTP Error 404 Not Found', status: 404 },
    });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({
      retry: null,
      error: { kind: 'display', status: 404 },
    });
  });

  it('waits for the element when the stream comes first, and hands an embed to its page', () => {
    const { system, machine } = mediaSystem();
    const actor = createActor(machine, { inspect: recordTransitions }).start();
    actor.send({ type: 'stream.load', stream: fileStream, startAt: 0 });
    expect(actor.getSnapshot().value).toBe('waitingForElement');
    actor.send({ type: 'element.attach', element: system.element });
    expect(actor.getSnapshot().matches('active')).toBe(true);
    actor.send({ type: 'stream.load', stream: embed, startAt: 0 });
    expect(actor.getSnapshot().value).toBe('embedded');
    expect(system.displays).toHaveLength(0);
  });
});
