// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { findCastAdapter, loadCastSdk } from '../../../src/services/cast/index.ts';
import { fakeCastSdk } from '../../support/fakeCastSdk.ts';
import { FakeMediaElement } from '../../support/fakeMediaElement.ts';
import { RemotePlayableVideo } from '../../support/fakeRemotePlayback.ts';

/** A page whose globals the SDK would fill in, on the test's document. */
function page() {
  return { document } as unknown as Window & {
    __onGCastApiAvailable?: (available: boolean) => void;
    cast?: unknown;
    chrome?: unknown;
  };
}

const scriptsOf = (url: string) =>
  [...document.head.querySelectorAll('script')].filter((script) => script.src === url);

describe('loading the cast SDK (doc 2 §7)', () => {
  it('adds its script once, and gives the SDK when it says this browser can cast', async () => {
    const url = 'https://sdk.example/cast_sender.js?loadCastFramework=1';
    const window = page();
    const loading = loadCastSdk(url, window);
    expect(loadCastSdk(url, window)).toBe(loading);
    expect(scriptsOf(url)).toHaveLength(1);
    const { sdk } = fakeCastSdk();
    Object.assign(window, { cast: { framework: sdk.framework }, chrome: { cast: sdk.chromeCast } });
    window.__onGCastApiAvailable?.(true);
    expect(await loading).toEqual(sdk);
  });

  it('gives nothing when this browser cannot cast', async () => {
    const window = page();
    const loading = loadCastSdk('https://sdk.example/firefox.js', window);
    window.__onGCastApiAvailable?.(false);
    expect(await loading).toBeNull();
  });

  it('gives nothing when the script does not load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const url = 'https://sdk.example/blocked.js';
    const loading = loadCastSdk(url, page());
    scriptsOf(url)[0]?.dispatchEvent(new Event('error'));
    expect(await loading).toBeNull();
    expect(warn).toHaveBeenCalledWith(`The cast SDK did not load from ${url}`);
  });
});

describe('the way this page casts', () => {
  const sdkUrl = 'https://sdk.example/cast_sender.js';

  it('is the cast SDK when one is configured and this browser can use it', async () => {
    const fake = fakeCastSdk();
    const adapter = await findCastAdapter({
      element: new RemotePlayableVideo(),
      sdkUrl,
      hlsProxyUrls: [],
      loadSdk: async () => fake.sdk,
    });
    fake.device.answerSessionRequests(() => Promise.reject('cancel'));
    await expect(adapter?.start()).rejects.toThrow('cancel');
  });

  it('is the browser’s Remote Playback without an SDK, or when the SDK cannot cast here', async () => {
    for (const loadSdk of [async () => null, undefined]) {
      const video = new RemotePlayableVideo();
      const adapter = await findCastAdapter({
        element: video,
        sdkUrl: loadSdk ? sdkUrl : '',
        hlsProxyUrls: [],
        loadSdk,
      });
      void adapter?.start();
      expect(video.remote.pickerOpen).toBe(true);
    }
  });

  it('is none without either: the cast button stays hidden', async () => {
    const loadSdk = vi.fn(async () => null);
    expect(
      await findCastAdapter({
        element: new FakeMediaElement(),
        sdkUrl: '',
        hlsProxyUrls: [],
        loadSdk,
      }),
    ).toBeNull();
    expect(loadSdk).not.toHaveBeenCalled();
  });
});
