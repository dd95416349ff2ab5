import { describe, expect, it } from 'vitest';
import { extensionBrowser, isSafari } from '../../src/domain/browser.ts';

const AGENTS = {
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0.0.0 Mobile/15E148 Safari/604.1',
  other: 'Lynx/2.9.2 libwww-FM/2.14',
};

describe('the browser an extension is installed in (doc 1 §2)', () => {
  it.each([
    ['Chrome', AGENTS.chromeLinux, 0, 'chrome'],
    ['Edge, a Chromium', AGENTS.edge, 0, 'chrome'],
    ['Firefox', AGENTS.firefox, 0, 'firefox'],
    ['Safari on an iPhone', AGENTS.safariIphone, 5, 'ios'],
    ['Chrome on an iPhone', AGENTS.chromeIphone, 5, 'ios'],
    ['an iPad that says it is a Mac', AGENTS.safariMac, 5, 'ios'],
    ['Safari on a Mac', AGENTS.safariMac, 0, 'unknown'],
    ['anything else', AGENTS.other, 0, 'unknown'],
  ])('%s', (_, userAgent, maxTouchPoints, expected) => {
    expect(extensionBrowser({ userAgent, maxTouchPoints })).toBe(expected);
  });

  it('tells Safari from the browsers that carry "Safari" in their name', () => {
    expect(isSafari({ userAgent: AGENTS.safariMac })).toBe(true);
    expect(isSafari({ userAgent: AGENTS.safariIphone })).toBe(true);
    for (const other of [AGENTS.chromeLinux, AGENTS.edge, AGENTS.chromeIphone, AGENTS.firefox]) {
      expect(isSafari({ userAgent: other })).toBe(false);
    }
  });
});
