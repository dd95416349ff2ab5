import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor } from 'xstate';
import type { Stream } from '../../../src/contracts/stream.ts';
import { type MediaFact, mediaMachine } from '../../../src/machines/player/media.machine.ts';
import { eventually } from '../../support/eventually.ts';
import FakeHls, { players, segmentFailed } from '../../support/fakeHls.ts';
import { elementResettingPlay, FakeMediaElement } from '../../support/fakeMediaElement.ts';

/**
 * The display's rules of spec doc 2 §3–§5 and §8, stated against the real machine with its real
 * display (MP4 files as they are; hls.js stands in, as in tests/services/player): what the views
 * read of the media (state, qualities, errors) and what the element is asked to do.
 */
vi.mock('hls.js', () => import('../../support/fakeHls.ts'));

const LIBRARY = '/library/countdown';
const fileStream: Stream = {
  id: 'library-countdown',
  type: 'file',
  flags: ['cors-allowed'],
  captions: [],
  qualities: {
    '480': { type: 'mp4', url: `${LIBRARY}/480p.mp4` },
    '720': { type: 'mp4', url: `${LIBRARY}/720p.mp4` },
  },
};
const otherFile: Stream = {
  ...fileStream,
  id: 'library-other',
  qualities: {
    '480': { type: 'mp4', url: '/library/other/480p.mp4' },
    '1080': { type: 'mp4', url: '/library/other/1080p.mp4' },
  },
};
const hlsStream: Stream = {
  id: 'library-hls',
  type: 'hls',
  flags: ['cors-allowed'],
  captions: [],
  playlist: '/library/countdown/master.m3u8',
};

let actor: Actor<typeof mediaMachine> | undefined;
afterEach(() => {
  actor?.stop();
  actor = undefined;
  vi.restoreAllMocks();
});

/** The machine with its real display on a fake element; what it announces is recorded. */
function start(stream: Stream | null = fileStream, startAt = 0) {
  const element = elementResettingPlay();
  const facts: MediaFact[] = [];
  const running = createActor(
    mediaMachine.provide({ actions: { announce: (_, fact: MediaFact) => facts.push(fact) } }),
  ).start();
  actor = running;
  running.send({ type: 'element.attach', element });
  if (stream) running.send({ type: 'stream.load', stream, startAt });
  return {
    actor: running,
    element,
    facts,
    context: () => running.getSnapshot().context,
    state: () => running.getSnapshot(),
  };
}

/** Lets hls.js load (it is imported when a stream needs it). */
const hlsLoaded = () => eventually(() => expect(players.length).toBeGreaterThan(0));

describe('media: a file stream plays the quality asked for (doc 2 §3, §5)', () => {
  it('plays the best file at the start position, and offers the qualities best first', () => {
    const { element, context } = start(fileStream, 42);
    expect(element.src).toBe(`${LIBRARY}/720p.mp4`);
    expect(element.currentTime).toBe(42);
    expect(context()).toMatchObject({ qualities: ['720', '480'], quality: '720', time: 42 });
  });

  it('a quality picked plays that file from where the video is, and keeps playing', () => {
    const { actor, element, context } = start();
    element.fire('playing');
    element.currentTime = 12;
    actor.send({ type: 'media.setQuality', quality: '480' });
    expect(element.src).toBe(`${LIBRARY}/480p.mp4`);
    expect(element.currentTime).toBe(12);
    expect(element.calls.at(-1)).toBe('play');
    expect(context().quality).toBe('480');
  });

  it('choosing an audio track leaves the quality picked as it is', () => {
    const { actor, element, context } = start();
    actor.send({ type: 'media.setQuality', quality: '480' });
    actor.send({ type: 'media.setAudioTrack', id: '1' });
    expect(element.src).toBe(`${LIBRARY}/480p.mp4`);
    expect(context().quality).toBe('480');
  });

  it('the quality picked is the one the next stream starts in (or the nearest)', () => {
    const { actor, element, context } = start();
    actor.send({ type: 'media.setQuality', quality: '480' });
    actor.send({ type: 'stream.load', stream: otherFile, startAt: 0 });
    expect(element.src).toBe('/library/other/480p.mp4');
    expect(context()).toMatchObject({ qualities: ['1080', '480'], quality: '480' });
  });

  it("a new stream starts afresh: the last stream's position, qualities and error are gone", () => {
    const { actor, element, context } = start();
    element.currentTime = 12;
    element.fire('timeupdate');
    element.duration = 20;
    element.fire('durationchange');
    element.setBuffered([[0, 16]]);
    element.fire('playing');
    actor.send({ type: 'stream.load', stream: hlsStream, startAt: 3 });
    expect(context()).toMatchObject({
      stream: hlsStream,
      startAt: 3,
      time: 3,
      duration: 0,
      buffered: 0,
      qualities: [],
      quality: null,
      audioTracks: [],
      audioTrack: null,
      hasPlayedOnce: false,
      error: null,
    });
  });

  it('unloading the stream stops the file: paused, its source taken off the element', () => {
    const { actor, element, context } = start();
    actor.send({ type: 'stream.unload' });
    expect(element.calls.slice(-2)).toEqual(['pause', 'load']);
    expect(element.src).toBe('');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(context().stream).toBeNull();
  });

  it("keeps the stream's own text tracks off, and leaves the page's own", () => {
    const { actor, element } = start();
    const streams = element.addTrack('English (stream)', 'showing');
    const own = element.addTrack('English (viewer)', 'showing', { own: true });
    expect(streams.mode).toBe('disabled');
    expect(own.mode).toBe('showing');
    streams.mode = 'showing';
    expect(streams.mode).toBe('disabled');
    // Once the stream is gone, the element's tracks are not the player's business.
    actor.send({ type: 'stream.unload' });
    streams.mode = 'showing';
    expect(streams.mode).toBe('showing');
  });

  it('a file stream with no MP4 file to play is a playback error (doc 2 §5, §8)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { state, facts } = start({
      ...fileStream,
      qualities: { '720': { type: 'webm', url: '/x.webm' } },
    } as unknown as Stream);
    expect(state().value).toBe('failed');
    expect(state().context.error).toEqual({
      kind: 'display',
      type: 'unsupported',
      message: 'The stream has no MP4 file to play',
    });
    expect(facts.at(-1)).toEqual({ type: 'media.failed', error: state().context.error });
  });
});

describe('media: an HLS stream (doc 2 §5)', () => {
  it('an audio track asked for before hls.js is ready is chosen once it is', async () => {
    players.length = 0;
    const { actor } = start(hlsStream);
    actor.send({ type: 'media.setAudioTrack', id: '2' });
    await hlsLoaded();
    await eventually(() =>
      expect((players[0] as unknown as { audioTrack?: number }).audioTrack).toBe(2),
    );
  });

  it('a quality picked leaves the audio track chosen as it is', async () => {
    players.length = 0;
    const { actor } = start(hlsStream);
    await hlsLoaded();
    const hls = players[0] as unknown as { audioTrack?: number; currentLevel?: number };
    actor.send({ type: 'media.setAudioTrack', id: '2' });
    await eventually(() => expect(hls.audioTrack).toBe(2));
    actor.send({ type: 'media.setQuality', quality: 'auto' });
    expect(hls.currentLevel).toBe(-1);
    expect(hls.audioTrack).toBe(2);
  });

  it('offers the playlist’s qualities, plays automatically, and lists its audio tracks', async () => {
    players.length = 0;
    const { context } = start(hlsStream, 12);
    await hlsLoaded();
    const hls = players[0] as unknown as {
      currentLevel?: number;
      audioTrack?: number;
      levels: Array<{ height: number; bitrate: number }>;
      emit: (event: string, data: unknown) => void;
    };
    hls.levels = [
      { height: 720, bitrate: 2_000 },
      { height: 1080, bitrate: 4_000 },
    ];
    hls.emit(FakeHls.Events.MANIFEST_PARSED, { levels: hls.levels });
    expect(context().qualities).toEqual(['1080', '720']);
    // Automatic: hls.js picks the level by bandwidth.
    expect(hls.currentLevel).toBe(-1);
    hls.emit(FakeHls.Events.LEVEL_SWITCHED, { level: 1 });
    expect(context().quality).toBe('1080');
    hls.audioTrack = 1;
    hls.emit(FakeHls.Events.AUDIO_TRACKS_UPDATED, {
      audioTracks: [
        { id: 0, lang: 'en', name: 'English' },
        { id: 1, lang: 'de', name: 'Deutsch' },
      ],
    });
    expect(context().audioTracks).toEqual([
      { id: '0', language: 'en', label: 'English' },
      { id: '1', language: 'de', label: 'Deutsch' },
    ]);
    expect(context().audioTrack).toBe('1');
  });

  it('says so while the stream’s server does not answer, and when it answers again', async () => {
    players.length = 0;
    const { context, element } = start(hlsStream);
    await hlsLoaded();
    element.fire('playing');
    const hls = players[0] as FakeHls;
    hls.emit(FakeHls.Events.ERROR, segmentFailed(503, 0));
    expect(context().retry).toEqual({ attempt: 1, limit: 10 });
    hls.emit(FakeHls.Events.FRAG_LOADED, {});
    expect(context().retry).toBeNull();
  });

  it('a stream unloaded before hls.js is ready has its player destroyed once it is', async () => {
    players.length = 0;
    const destroyed = vi.spyOn(FakeHls.prototype, 'destroy');
    const { actor } = start(hlsStream);
    actor.send({ type: 'stream.unload' });
    await hlsLoaded();
    await eventually(() => expect(destroyed).toHaveBeenCalledOnce());
  });

  it('an HLS player that cannot start is a playback error naming why', async () => {
    vi.spyOn(FakeHls, 'isSupported').mockImplementation(() => {
      throw new Error('no Media Source Extensions');
    });
    const { state } = start(hlsStream);
    await eventually(() => expect(state().value).toBe('failed'));
    expect(state().context.error).toEqual({
      kind: 'display',
      type: 'hls',
      message: 'Could not start HLS: Error: no Media Source Extensions',
    });
  });
});

describe('media: the facts of the element (doc 2 §4 "Media events")', () => {
  it('what the view shows follows the element: playing, paused, ended, loading again', () => {
    const { element, state, facts } = start();
    const at = () => JSON.stringify(state().value);
    element.fire('playing');
    expect(at()).toBe('{"active":"playing"}');
    element.fire('pause');
    expect(at()).toBe('{"active":"paused"}');
    element.fire('play');
    expect(at()).toBe('{"active":{"loading":"wanted"}}');
    element.fire('playing');
    element.fire('pause');
    element.fire('playing');
    expect(at()).toBe('{"active":"playing"}');
    element.fire('ended');
    expect(at()).toBe('{"active":"ended"}');
    element.fire('play');
    expect(at()).toBe('{"active":{"loading":"wanted"}}');
    element.fire('pause');
    element.fire('ended');
    expect(at()).toBe('{"active":"ended"}');
    element.fire('playing');
    expect(at()).toBe('{"active":"playing"}');
    element.fire('pause');
    element.fire('ended');
    expect(at()).toBe('{"active":"ended"}');
    expect(facts.map(({ type }) => type)).toEqual([
      'media.playing',
      'media.paused',
      'media.playing',
      'media.paused',
      'media.playing',
      'media.ended',
      'media.paused',
      'media.ended',
      'media.playing',
      'media.paused',
      'media.ended',
    ]);
  });

  it('running dry while playing shows it loading, and playing again once the element plays', () => {
    const { element, state, facts } = start();
    element.fire('playing');
    element.fire('waiting');
    expect(state().matches({ active: { loading: 'wanted' } })).toBe(true);
    element.fire('playing');
    expect(state().matches({ active: 'playing' })).toBe(true);
    expect(facts).toEqual([{ type: 'media.playing' }, { type: 'media.playing' }]);
  });

  it('a seek to a time is told to the owner, and asks the element for that time', () => {
    const { actor, element, facts } = start();
    actor.send({ type: 'media.seek', time: 7 });
    expect(element.currentTime).toBe(7);
    expect(facts).toEqual([{ type: 'media.seeking' }]);
  });

  it('a seek by some seconds is told to the owner, and stays within the media', () => {
    const { actor, element, facts } = start();
    element.currentTime = 4;
    actor.send({ type: 'media.seekBy', seconds: 10 });
    // The length not known yet: only the start bounds it.
    expect(element.currentTime).toBe(14);
    expect(facts.at(-1)).toEqual({ type: 'media.seeking' });
    element.duration = 20;
    element.fire('durationchange');
    element.currentTime = 15;
    actor.send({ type: 'media.seekBy', seconds: 10 });
    expect(element.currentTime).toBe(20);
  });

  it('reads as buffered the end of a range the position is at the end of', () => {
    const { element, context } = start();
    element.currentTime = 18;
    element.setBuffered([[8, 18]]);
    expect(context().buffered).toBe(18);
  });

  it('reads the buffered ranges as browsers give them, asking for none past the last', () => {
    const { element, context } = start();
    const ranges: Array<[number, number]> = [[0, 4]];
    const at = (index: number, edge: 0 | 1) => {
      const range = ranges[index];
      if (!range) throw new DOMException('Index out of range', 'IndexSizeError');
      return range[edge];
    };
    Object.defineProperty(element, 'buffered', {
      get: () => ({
        length: ranges.length,
        start: (i: number) => at(i, 0),
        end: (i: number) => at(i, 1),
      }),
    });
    element.currentTime = 2;
    element.fire('progress');
    expect(context().buffered).toBe(4);
    element.currentTime = 10;
    element.fire('progress');
    expect(context().buffered).toBe(0);
  });

  it('an element that can play and was asked to is about to play, not paused', () => {
    const { element, state } = start();
    element.paused = false;
    element.fire('canplay');
    expect(state().matches({ active: { loading: 'wanted' } })).toBe(true);
  });

  it('an element that can play and was not asked to is paused', () => {
    const { element, state, facts } = start();
    element.fire('canplay');
    expect(state().matches({ active: 'paused' })).toBe(true);
    expect(facts).toEqual([{ type: 'media.paused' }]);
  });

  it('a duration the element does not know yet reads as 0', () => {
    const { element, context } = start();
    element.duration = 20;
    element.fire('durationchange');
    expect(context().duration).toBe(20);
    element.duration = Number.NaN;
    element.fire('durationchange');
    expect(context().duration).toBe(0);
  });

  it('an element error without details is a playback error of code 0', () => {
    const { element, state } = start();
    element.fire('error');
    expect(state().value).toBe('failed');
    expect(state().context.error).toEqual({ kind: 'element', code: 0, message: '' });
  });

  it('the time goes to the owner with the duration known then', () => {
    const { element, facts, context } = start();
    element.duration = 20;
    element.fire('durationchange');
    element.currentTime = 5;
    element.fire('timeupdate');
    expect(context().time).toBe(5);
    expect(facts.at(-1)).toEqual({ type: 'media.time', time: 5, duration: 20 });
  });

  it('with an element but no stream yet, nothing plays and there is nothing to choose', () => {
    const running = createActor(mediaMachine).start();
    actor = running;
    running.send({ type: 'element.attach', element: new FakeMediaElement() });
    expect(running.getSnapshot().value).toBe('idle');
    expect(running.getSnapshot().context).toMatchObject({
      qualities: [],
      quality: null,
      audioTracks: [],
      audioTrack: null,
      hasPlayedOnce: false,
    });
  });

  it('plays once the stream and the element are there when asked to before either', () => {
    const running = createActor(mediaMachine).start();
    actor = running;
    const element = new FakeMediaElement();
    const play = vi.spyOn(element, 'play');
    running.send({ type: 'media.play' });
    running.send({ type: 'stream.load', stream: fileStream, startAt: 0 });
    expect(play).not.toHaveBeenCalled();
    running.send({ type: 'element.attach', element });
    expect(play).toHaveBeenCalledTimes(1);
    // Asked once, played once: another stream later does not start by itself.
    running.send({ type: 'stream.load', stream: otherFile, startAt: 0 });
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('does not play when asked to pause after a play asked before the stream', () => {
    const running = createActor(mediaMachine).start();
    actor = running;
    const element = new FakeMediaElement();
    const play = vi.spyOn(element, 'play');
    running.send({ type: 'element.attach', element });
    running.send({ type: 'media.play' });
    running.send({ type: 'media.pause' });
    running.send({ type: 'stream.load', stream: fileStream, startAt: 0 });
    expect(play).not.toHaveBeenCalled();
  });

  it('before the element says otherwise, plays at full volume, unmuted, at normal speed', () => {
    const running = createActor(mediaMachine).start();
    actor = running;
    expect(running.getSnapshot().context).toMatchObject({ volume: 1, muted: false, rate: 1 });
  });

  it('volume, mute and rate are read back from the element, whatever changed them', () => {
    const { element, context } = start();
    element.volume = 0.4;
    element.muted = true;
    element.playbackRate = 1.5;
    expect(context()).toMatchObject({ volume: 0.4, muted: true, rate: 1.5 });
  });
});
