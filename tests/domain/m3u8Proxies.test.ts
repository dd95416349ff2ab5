import { describe, expect, it } from 'vitest';
import { enabledM3u8Proxies, isM3u8ProxyEnabled } from '../../src/domain/m3u8Proxies.ts';

describe('the M3U8 proxies this browser uses (doc 3 §2)', () => {
  const urls = ['https://one.example', 'https://two.example', 'https://three.example'];

  it('uses every configured one until it is switched off', () => {
    expect(enabledM3u8Proxies(urls, { enabled: {} })).toEqual(urls);
    const state = { enabled: { 'https://two.example': false, 'https://three.example': true } };
    expect(enabledM3u8Proxies(urls, state)).toEqual([
      'https://one.example',
      'https://three.example',
    ]);
    expect(isM3u8ProxyEnabled(state, 'https://two.example')).toBe(false);
  });
});
