// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  assembleHlsSubtitles,
  mergeCues,
  parseSubtitles,
  SubtitleError,
  segmentUrls,
  timestampMapOf,
  toSrt,
} from '../../../src/services/subtitles/index.ts';
import { network } from '../../support/network.ts';
import { readBytes, readText, rejection } from './support.ts';

const PLAYLIST = 'https://cdn.test/show/subs/en/index.m3u8';

const playlist = (...segments: string[]) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:6',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...segments.flatMap((uri) => ['#EXTINF:6.000,', uri]),
    '#EXT-X-ENDLIST',
  ].join('\n');

/** Three segments as Apple's segmenter writes them: one mapping, 10 s of MPEG-TS offset. */
const SEGMENTS = {
  // Whole-file times; a cue crossing 6 s is written into both segments.
  'https://cdn.test/show/subs/en/seg-0.vtt': [
    'WEBVTT',
    'X-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000',
    '',
    '00:00:01.000 --> 00:00:03.000',
    'First',
    '',
    '00:00:05.000 --> 00:00:07.500',
    '<i>Across the boundary</i>',
  ],
  'https://cdn.test/show/subs/en/parts/seg-1.vtt?token=abc': [
    'WEBVTT',
    'X-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000',
    '',
    '00:00:05.000 --> 00:00:07.500',
    '<i>Across the boundary</i>',
    '',
    '00:00:08.000 --> 00:00:12.000',
    'Cut at the boundary',
  ],
  // Segment-local times: the mapping moves 12 s on (1,980,000 = 900,000 + 12 × 90,000), and the
  // cue cut at 12 s goes on here.
  'https://cdn.test/show/subs/en/seg-2.vtt': [
    'WEBVTT',
    'X-TIMESTAMP-MAP=LOCAL:00:00:00.000,MPEGTS:1980000',
    '',
    '00:00:00.000 --> 00:00:01.000',
    'Cut at the boundary',
    '',
    '00:00:02.000 --> 00:00:03.000',
    'Last',
  ],
};

function serveRendition(segments: Record<string, string[]> = SEGMENTS) {
  const requested: string[] = [];
  network.use(
    http.get(PLAYLIST, ({ request }) => {
      requested.push(request.url);
      return HttpResponse.text(
        playlist('seg-0.vtt', 'parts/seg-1.vtt?token=abc', '/show/subs/en/seg-2.vtt'),
        { headers: { 'content-type': 'application/vnd.apple.mpegurl' } },
      );
    }),
    http.get('https://cdn.test/show/subs/en/*', ({ request }) => {
      requested.push(request.url);
      const lines = segments[request.url];
      return lines ? HttpResponse.text(lines.join('\n')) : new HttpResponse(null, { status: 404 });
    }),
  );
  return requested;
}

describe('assembleHlsSubtitles', () => {
  it('fetches every segment, places cues by X-TIMESTAMP-MAP and merges the repeats', async () => {
    const requested = serveRendition();
    expect(await assembleHlsSubtitles(PLAYLIST)).toEqual([
      { start: 1, end: 3, text: 'First' },
      { start: 5, end: 7.5, text: '<i>Across the boundary</i>' },
      { start: 8, end: 13, text: 'Cut at the boundary' },
      { start: 14, end: 15, text: 'Last' },
    ]);
    expect(requested.slice(1).sort()).toEqual(Object.keys(SEGMENTS).sort());
    expect(requested).toHaveLength(4);
  });

  it('gives absolute MPEG-TS times (90 kHz) when told the origin is 0', async () => {
    serveRendition();
    const cues = await assembleHlsSubtitles(PLAYLIST, { mpegtsOrigin: 0 });
    expect(cues.map((cue) => [cue.start, cue.end])).toEqual([
      [11, 13],
      [15, 17.5],
      [18, 23],
      [24, 25],
    ]);
  });

  it('assembles into SRT that parses back to the same cues (spec doc 2 §4)', async () => {
    serveRendition();
    const cues = await assembleHlsSubtitles(PLAYLIST);
    const srt = toSrt(cues);
    expect(srt).toContain('3\n00:00:08,000 --> 00:00:13,000\nCut at the boundary\n');
    expect(parseSubtitles(srt)).toEqual(cues);
  });

  it('fails with failed to get caption data when a segment fails', async () => {
    const { 'https://cdn.test/show/subs/en/seg-2.vtt': _, ...missingOne } = SEGMENTS;
    serveRendition(missingOne);
    const error = await rejection(assembleHlsSubtitles(PLAYLIST));
    expect(error).toEqual(new SubtitleError('failed to get caption data'));
    expect(String((error.cause as Error).message)).toContain('404');
  });

  it('fails with Invalid subtitle format when no segment has a cue', async () => {
    const empty = ['WEBVTT', 'X-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000', ''];
    serveRendition(Object.fromEntries(Object.keys(SEGMENTS).map((url) => [url, empty])));
    expect(await rejection(assembleHlsSubtitles(PLAYLIST))).toEqual(
      new SubtitleError('Invalid subtitle format'),
    );
  });

  it('tolerates empty segments among full ones', async () => {
    serveRendition({
      ...SEGMENTS,
      'https://cdn.test/show/subs/en/parts/seg-1.vtt?token=abc': ['WEBVTT', ''],
    });
    const cues = await assembleHlsSubtitles(PLAYLIST);
    expect(cues.map((cue) => cue.text)).toEqual([
      'First',
      '<i>Across the boundary</i>',
      'Cut at the boundary',
      'Last',
    ]);
  });

  it('serves the sample library rendition named by media/test-card/master.m3u8', async () => {
    const master = readText('media/test-card/master.m3u8');
    const uri = /#EXT-X-MEDIA:TYPE=SUBTITLES,.*URI="([^"]+)"/.exec(master)?.[1];
    expect(uri).toBe('subtitles-en.m3u8');
    const base = 'https://library.test/library/test-card/';
    network.use(
      http.get(`${base}:file`, ({ params }) =>
        HttpResponse.arrayBuffer(readBytes(`media/test-card/${params.file}`).buffer),
      ),
    );
    const cues = await assembleHlsSubtitles(new URL(uri as string, base).href);
    expect(cues).toHaveLength(10);
    expect(cues[0]).toEqual({ start: 1, end: 3, text: 'The clock now reads 1 seconds.' });
    expect(cues.at(-1)).toEqual({ start: 28, end: 30, text: 'The clock now reads 28 seconds.' });
  });
});

describe('segmentUrls', () => {
  it('resolves segment URIs against the playlist, skipping tags and comments', () => {
    const text = `${playlist('a.vtt', '../b.vtt', 'https://other.test/c.vtt')}\n# a comment`;
    expect(segmentUrls(text, PLAYLIST)).toEqual([
      'https://cdn.test/show/subs/en/a.vtt',
      'https://cdn.test/show/subs/b.vtt',
      'https://other.test/c.vtt',
    ]);
  });

  it('refuses what is not a media playlist', () => {
    expect(() => segmentUrls('WEBVTT\n\n', PLAYLIST)).toThrow('Invalid subtitle format');
    expect(() => segmentUrls(readText('media/test-card/master.m3u8'), PLAYLIST)).toThrow(
      'Invalid subtitle format',
    );
  });
});

describe('timestampMapOf', () => {
  it('reads MPEGTS and LOCAL in either order, with or without hours', () => {
    expect(timestampMapOf('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:181083,LOCAL:00:00:00.000\n\n')).toEqual({
      mpegts: 181083,
      local: 0,
    });
    expect(
      timestampMapOf('WEBVTT\r\nX-TIMESTAMP-MAP=LOCAL:01:02.500,MPEGTS:90000\r\n\r\n'),
    ).toEqual({ mpegts: 90000, local: 62.5 });
  });

  it('ignores a mapping outside the header, or none', () => {
    expect(timestampMapOf('WEBVTT\n\nX-TIMESTAMP-MAP=MPEGTS:1,LOCAL:00:00.000')).toBeUndefined();
    expect(timestampMapOf('WEBVTT\n\n00:01.000 --> 00:02.000\nHi')).toBeUndefined();
  });
});

describe('mergeCues', () => {
  it('keeps overlapping cues of different text and repeated lines far apart', () => {
    const cues = [
      { start: 4, end: 5, text: 'No!' },
      { start: 1, end: 3, text: 'A' },
      { start: 2, end: 4, text: 'B' },
      { start: 1, end: 3, text: 'A' },
      { start: 9, end: 10, text: 'No!' },
    ];
    expect(mergeCues(cues)).toEqual([
      { start: 1, end: 3, text: 'A' },
      { start: 2, end: 4, text: 'B' },
      { start: 4, end: 5, text: 'No!' },
      { start: 9, end: 10, text: 'No!' },
    ]);
  });
});
