import type { MediaElement } from '../player/display.ts';
import type { CastAdapter } from './adapter.ts';
import { createCastFrameworkAdapter } from './castFramework.ts';
import { type CastSdk, loadCastSdk } from './castSdk.ts';
import { createRemotePlaybackAdapter, hasRemotePlayback } from './remotePlayback.ts';

export * from './adapter.ts';
export { createCastFrameworkAdapter, vttDataUrl } from './castFramework.ts';
export { type CastSdk, loadCastSdk } from './castSdk.ts';
export { createRemotePlaybackAdapter, hasRemotePlayback } from './remotePlayback.ts';

export interface CastPathOptions {
  /** The page's video element. */
  element: MediaElement;
  /** CAST_SDK_URL: the sender SDK to load; empty for none. */
  sdkUrl: string;
  /** M3U8_PROXY_URLS, for HLS on the Cast path. */
  hlsProxyUrls: readonly string[];
  loadSdk?: (url: string) => Promise<CastSdk | null>;
}

/**
 * How this page can cast, if at all: the sender SDK when one is configured and this browser can
 * use it (it sends captions and works with every stream), else the browser's Remote Playback API,
 * else nothing (the cast button stays hidden).
 */
export async function findCastAdapter({
  element,
  sdkUrl,
  hlsProxyUrls,
  loadSdk = loadCastSdk,
}: CastPathOptions): Promise<CastAdapter | null> {
  const sdk = sdkUrl ? await loadSdk(sdkUrl) : null;
  if (sdk) return createCastFrameworkAdapter(sdk, { hlsProxyUrls });
  if (hasRemotePlayback(element)) return createRemotePlaybackAdapter(element);
  return null;
}
