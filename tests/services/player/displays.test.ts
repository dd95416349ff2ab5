import { describe, expect, it, vi } from 'vitest';
import type { FileStream } from '../../../src/contracts/stream.ts';
import { attachFile } from '../../../src/services/player/fileDisplay.ts';
import { attachHls } from '../../../src/services/player/hlsDisplay.ts';
import { elementResettingPlay, FakeMediaElement } from '../../support/fakeMediaElement.ts';
import { displayListener } from '../../support/listeners.ts';

const files: FileStream = {
  id: 'files',
  type: 'file',
  flags: [],
  captions: [],
  qualities: {
    '480': { type: 'mp4', url: '/480.mp4' },
    '1080': { type: 'mp4', url: '/1080.mp4' },
    '720': { type: 'mp4', url: '/720.mp4' },
  },
};

describe('MP4 files by quality (doc 2 §5)', () => {
  it('plays the wanted quality at the start time, listing the qualities best first', () => {
    const element = new FakeMediaElement();
    const events = displayListener();
    attachFile(element, files, { startAt: 42, wanted: '720', listener: events });
    expect(element.src).toBe('/720.mp4');
    expect(element.currentTime).toBe(42);
    expect(events.qualities).toHaveBeenCalledWith(['1080', '720', '480']);
    expect(events.quality).toHaveBeenCalledWith('720');
  });

  it('falls back to the nearest lower quality, then a higher one; auto takes the best', () => {
    const only480 = { ...files, qualities: { '480': files.qualities['480'] } };
    // The spec ranks 4k (35) below 1080 (40): a missing 4k falls back to the next lower rank, 720.
    const cases = [
      [files, '4k', '/720.mp4'],
      [files, '360', '/480.mp4'],
      [files, 'auto', '/1080.mp4'],
      [only480, '1080', '/480.mp4'],
    ] as const;
    for (const [stream, wanted, src] of cases) {
      const element = new FakeMediaElement();
      attachFile(element, stream, { startAt: 0, wanted, listener: displayListener() });
      expect(element.src, wanted).toBe(src);
    }
  });

  it('switches quality where it was, playing on if it was playing', () => {
    const element = elementResettingPlay();
    const display = attachFile(element, files, {
      startAt: 0,
      wanted: '1080',
      listener: displayListener(),
    });
    element.fire('playing');
    element.currentTime = 17.5;
    display.setQuality('480');
    expect(element.src).toBe('/480.mp4');
    expect(element.currentTime).toBe(17.5);
    expect(element.calls).toEqual(['play']);
    display.destroy();
    expect(element.src).toBe('');
  });

  it('plays a file asked to play before its source was set', () => {
    const element = elementResettingPlay();
    element.paused = false;
    attachFile(element, files, { startAt: 0, wanted: '1080', listener: displayListener() });
    expect(element.src).toBe('/1080.mp4');
    expect(element.calls).toEqual(['play']);
  });

  it('skips files that are not MP4, and reports an error when none is left', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events = displayListener();
    const odd = {
      ...files,
      qualities: { '720': { type: 'webm', url: '/720.webm' } },
    } as unknown as FileStream;
    attachFile(new FakeMediaElement(), odd, { startAt: 0, wanted: 'auto', listener: events });
    expect(warn).toHaveBeenCalledOnce();
    expect(events.error).toHaveBeenCalledWith({
      type: 'unsupported',
      message: 'The stream has no MP4 file to play',
    });
  });
});

describe('HLS without Media Source Extensions (doc 2 §5)', () => {
  it("uses the browser's own HLS where it has it, starting at the start time", async () => {
    const element = new FakeMediaElement('maybe');
    const events = displayListener();
    await attachHls(element, '/master.m3u8', { startAt: 30, wanted: 'auto', listener: events });
    expect(element.src).toBe('/master.m3u8');
    element.fire('loadedmetadata');
    expect(element.currentTime).toBe(30);
    expect(events.error).not.toHaveBeenCalled();
  });

  it('plays a playlist asked to play before its source was set', async () => {
    const element = elementResettingPlay('maybe');
    element.paused = false;
    await attachHls(element, '/master.m3u8', {
      startAt: 0,
      wanted: 'auto',
      listener: displayListener(),
    });
    expect(element.calls).toEqual(['play']);
  });

  it('reports that HLS is not supported where the browser cannot play it', async () => {
    const events = displayListener();
    await attachHls(new FakeMediaElement(''), '/master.m3u8', {
      startAt: 0,
      wanted: 'auto',
      listener: events,
    });
    expect(events.error).toHaveBeenCalledWith({
      type: 'unsupported',
      message: 'This browser cannot play HLS streams',
    });
  });
});
