import { describe, expect, it } from 'vitest';
import manifest from '../../media/manifest.json';
import type { LibraryClip } from '../../src/contracts/library.ts';
import { clipStream } from '../../src/domain/library.ts';

const base = 'http://app.example/library';
const clip = (id: string) => manifest.clips.find((known) => known.id === id) as LibraryClip;

describe('a library clip as a stream (CONTRACTS.md §3)', () => {
  it('gives an HLS clip with its subtitles and thumbnails, at absolute URLs', () => {
    expect(clipStream(clip('test-card'), base)).toEqual({
      id: 'library-test-card',
      type: 'hls',
      playlist: `${base}/test-card/master.m3u8`,
      flags: ['cors-allowed'],
      captions: [
        {
          id: 'library-test-card-en',
          type: 'vtt',
          url: `${base}/test-card/subtitles-en.vtt`,
          language: 'en',
          hasCorsRestrictions: false,
        },
      ],
      thumbnailTrack: { type: 'vtt', url: `${base}/test-card/thumbnails.vtt` },
    });
  });

  it('gives an MP4 clip in each of its qualities', () => {
    expect(clipStream(clip('countdown'), base)).toMatchObject({
      type: 'file',
      qualities: {
        '720': { type: 'mp4', url: `${base}/countdown/720p.mp4` },
        '480': { type: 'mp4', url: `${base}/countdown/480p.mp4` },
      },
    });
  });
});
