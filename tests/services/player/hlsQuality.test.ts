import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { attachHls } from '../../../src/services/player/hlsDisplay.ts';
import { players } from '../../support/fakeHls.ts';
import { elementResettingPlay, FakeMediaElement } from '../../support/fakeMediaElement.ts';
import { displayListener } from '../../support/listeners.ts';

/** Which hls.js level the display picks for the quality asked (doc 2 §5), hls.js standing in. */
vi.mock('hls.js', () => import('../../support/fakeHls.ts'));
const { default: Hls } = await import('hls.js');

const levels = [
  { height: 480, bitrate: 1_000_000 },
  { height: 1080, bitrate: 5_000_000 },
  { height: 720, bitrate: 2_500_000 },
];

async function attached(wanted: '720' | 'auto') {
  const listener = displayListener();
  const display = await attachHls(new FakeMediaElement(), '/master.m3u8', {
    startAt: 0,
    wanted,
    listener,
  });
  const hls = players.at(-1) as unknown as {
    currentLevel?: number;
    emit: (event: string, data: unknown) => void;
  };
  return {
    display,
    hls,
    listener,
    playlistRead: () => hls.emit(Hls.Events.MANIFEST_PARSED, { levels }),
  };
}

describe('HLS through hls.js: a play asked before the stream (doc 2 §5)', () => {
  it('plays once hls.js has put the stream on the element', async () => {
    const element = elementResettingPlay();
    // hls.js puts a MediaSource on the element, which resets it.
    vi.spyOn(Hls.prototype, 'attachMedia').mockImplementation((media) => {
      (media as HTMLMediaElement).src = 'blob:media-source';
    });
    element.paused = false;
    await attachHls(element, '/master.m3u8', {
      startAt: 0,
      wanted: 'auto',
      listener: displayListener(),
    });
    expect(element.src).toBe('blob:media-source');
    expect(element.calls).toEqual(['play']);
  });
});

describe('HLS quality through hls.js (doc 2 §5)', () => {
  it('plays the quality wanted at the start once the playlist is read', async () => {
    const { hls, listener, playlistRead } = await attached('720');
    playlistRead();
    expect(listener.qualities).toHaveBeenCalledWith(['1080', '720', '480']);
    expect(hls.currentLevel).toBe(2);
  });

  it('keeps a quality asked for before hls.js has read the playlist', async () => {
    const { display, hls, playlistRead } = await attached('auto');
    display.setQuality('1080');
    playlistRead();
    expect(hls.currentLevel).toBe(1);
  });

  it('switches level when asked later, and back to automatic', async () => {
    const { display, hls, playlistRead } = await attached('auto');
    playlistRead();
    expect(hls.currentLevel).toBe(-1);
    display.setQuality('480');
    expect(hls.currentLevel).toBe(0);
    display.setQuality('auto');
    expect(hls.currentLevel).toBe(-1);
  });
});

describe('the first quality hls.js loads', () => {
  const startConfig = async () => {
    await attached('auto');
    const { config } = players.at(-1) as unknown as { config: Record<string, unknown> };
    return { estimate: config.abrEwmaDefaultEstimate, testFirst: config.testBandwidth };
  };

  it("follows the browser's estimate of the connection, with no test on the lowest quality first", async () => {
    vi.stubGlobal('navigator', { connection: { downlink: 8.5 } });
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    expect(await startConfig()).toEqual({ estimate: 8_500_000, testFirst: false });
  });

  it('is found by hls.js testing the connection when the browser has no estimate', async () => {
    vi.stubGlobal('navigator', {});
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    expect(await startConfig()).toEqual({ estimate: undefined, testFirst: undefined });
  });
});
