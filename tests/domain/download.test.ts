import { describe, expect, it } from 'vitest';
import type { Stream } from '../../src/contracts/stream.ts';
import { downloadOf } from '../../src/domain/download.ts';

const base = { id: 's', flags: [], captions: [] } satisfies Partial<Stream>;
const mp4 = (url: string) => ({ type: 'mp4' as const, url });

describe('what a stream offers to download (doc 2 §5, §7)', () => {
  it('offers every file of a file stream, the highest resolution first', () => {
    const stream: Stream = {
      ...base,
      type: 'file',
      qualities: {
        '480': mp4('https://cdn.example/480.mp4'),
        unknown: mp4('https://cdn.example/other.mp4'),
        '4k': mp4('https://cdn.example/2160.mp4'),
        '1080': mp4('https://cdn.example/1080.mp4'),
      },
    };
    expect(downloadOf(stream)).toEqual({
      type: 'file',
      files: [
        { quality: '4k', url: 'https://cdn.example/2160.mp4' },
        { quality: '1080', url: 'https://cdn.example/1080.mp4' },
        { quality: '480', url: 'https://cdn.example/480.mp4' },
        { quality: 'unknown', url: 'https://cdn.example/other.mp4' },
      ],
    });
  });

  it('offers nothing for a file stream without files', () => {
    expect(downloadOf({ ...base, type: 'file', qualities: {} })).toBeNull();
  });

  it("offers an HLS stream's playlist, with no downloader link unless one is configured", () => {
    const stream: Stream = {
      ...base,
      type: 'hls',
      playlist: 'https://cdn.example/a b/master.m3u8',
    };
    expect(downloadOf(stream)).toEqual({
      type: 'hls',
      playlist: 'https://cdn.example/a b/master.m3u8',
      downloader: null,
    });
    expect(downloadOf(stream, { hlsDownloaderUrl: '' })?.type).toBe('hls');
  });

  it('links the hosted HLS downloader with the playlist URL encoded as its `url` parameter', () => {
    const stream: Stream = {
      ...base,
      type: 'hls',
      playlist: 'https://cdn.example/v/master.m3u8?token=a&b=1',
    };
    expect(downloadOf(stream, { hlsDownloaderUrl: 'https://dl.example/hls' })).toMatchObject({
      downloader:
        'https://dl.example/hls?url=https%3A%2F%2Fcdn.example%2Fv%2Fmaster.m3u8%3Ftoken%3Da%26b%3D1',
    });
    // A downloader URL with a query of its own keeps it.
    expect(
      downloadOf(stream, { hlsDownloaderUrl: 'https://dl.example/?app=flicker' }),
    ).toMatchObject({
      downloader: `https://dl.example/?app=flicker&url=${encodeURIComponent(stream.playlist)}`,
    });
  });

  it('offers nothing for an embedded page, or when nothing plays', () => {
    expect(
      downloadOf(
        { ...base, type: 'iframe', iframeUrl: 'https://embed.example/e/1' },
        { hlsDownloaderUrl: 'https://dl.example/hls' },
      ),
    ).toBeNull();
    expect(downloadOf(null)).toBeNull();
  });
});
