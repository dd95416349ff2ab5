import { describe, expect, it } from 'vitest';
import type { Stream } from '../../src/contracts/stream.ts';
import { castDeviceName, castSourceOf } from '../../src/domain/cast.ts';

const base = 'http://192.168.1.20:8080/media/tmdb-movie-45745-sintel';
const hls: Stream = {
  id: 'library-sintel',
  type: 'hls',
  flags: [],
  captions: [],
  playlist: '/library/sintel/playlist.m3u8',
};
const files: Stream = {
  id: 'library-sintel-files',
  type: 'file',
  flags: [],
  captions: [],
  qualities: {
    '480': { type: 'mp4', url: '/library/sintel/480p.mp4' },
    '1080': { type: 'mp4', url: 'https://cdn.example/sintel-1080.mp4' },
  },
};

describe('the device name the casting notice shows (doc 2 §4)', () => {
  it('keeps a device’s own name', () => {
    expect(castDeviceName(' Living room TV ')).toBe('Living room TV');
  });

  it.each(['Default Media Receiver', '', '  ', null, undefined])(
    'replaces %j by the generic label (null)',
    (name) => {
      expect(castDeviceName(name)).toBeNull();
    },
  );
});

describe('what goes to the device (doc 2 §4)', () => {
  const at = { time: 61.5, title: 'Sintel', base, quality: null };

  it('is the playlist, by its full address, from the viewer’s position', () => {
    expect(castSourceOf({ ...at, stream: hls, poster: '/tmdb/t/p/w342/sintel.svg' })).toEqual({
      url: 'http://192.168.1.20:8080/library/sintel/playlist.m3u8',
      type: 'hls',
      startTime: 61.5,
      title: 'Sintel',
      poster: 'http://192.168.1.20:8080/tmdb/t/p/w342/sintel.svg',
    });
  });

  it('is the MP4 file of the quality playing, else the best one', () => {
    expect(castSourceOf({ ...at, stream: files, quality: '480' })).toMatchObject({
      url: 'http://192.168.1.20:8080/library/sintel/480p.mp4',
      type: 'mp4',
    });
    expect(castSourceOf({ ...at, stream: files })?.url).toBe('https://cdn.example/sintel-1080.mp4');
  });

  it('is nothing for an embedded page, or a stream without files', () => {
    const embed: Stream = {
      id: 'e',
      type: 'iframe',
      flags: [],
      captions: [],
      iframeUrl: '/embed/movie/1',
    };
    expect(castSourceOf({ ...at, stream: embed })).toBeNull();
    expect(castSourceOf({ ...at, stream: { ...files, qualities: {} } })).toBeNull();
  });

  it('carries the captions shown as WebVTT shifted by the viewer’s delay', () => {
    const style = { color: '#ffffff', backgroundOpacity: 0.5, size: 1 };
    const source = castSourceOf({
      ...at,
      stream: hls,
      captions: {
        cues: [{ start: 1, end: 2.5, text: 'Hello<br>there' }],
        delay: 2,
        language: 'en',
        label: 'English',
        style,
      },
    });
    expect(source?.captions).toEqual({
      vtt: 'WEBVTT\n\n00:00:03.000 --> 00:00:04.500\nHello\nthere\n',
      language: 'en',
      label: 'English',
      style,
    });
  });
});
