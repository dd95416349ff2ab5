import type { M3u8ProxyEnabledState } from '../contracts/m3u8Proxies.ts';

/** Whether this browser uses the configured M3U8 proxy `url` (on unless switched off). */
export function isM3u8ProxyEnabled(state: M3u8ProxyEnabledState, url: string): boolean {
  return state.enabled[url] !== false;
}

/** The configured M3U8 proxies this browser uses, in their configured order. */
export function enabledM3u8Proxies(
  urls: readonly string[],
  state: M3u8ProxyEnabledState,
): string[] {
  return urls.filter((url) => isM3u8ProxyEnabled(state, url));
}
