import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor } from 'xstate';
import type { BannerKey } from '../../../src/domain/banners.ts';
import { bannersMachine } from '../../../src/machines/app/banners.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { browserTabs } from '../../services/storage/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';

/**
 * The banner rules of spec doc 3 §2 and doc 2 §8, stated against the real machine and its real
 * stores: a banner is shown, closed for the session (a reload keeps it closed, a new session shows
 * it again) or ignored for good (in every tab and every later session). What a user sees is what
 * Banners.tsx reads: `matches({ offline: 'shown' })` (shown while offline) and
 * `matches({ custom: 'shown' })`.
 */
const MESSAGE = 'Scheduled maintenance on Sunday at 02:00 UTC.';

const running: Array<Actor<typeof bannersMachine>> = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

/** One browser: its localStorage shared by every tab, a sessionStorage per session. */
function aBrowser() {
  const tabs = browserTabs();
  /** A tab, in a new session unless given the session's storage (a reload keeps it). */
  function openTab({ message = MESSAGE, session = memoryStorage() } = {}) {
    const tab = tabs.openTab();
    const stores = createStores(tab.storage, { crossTab: tab.crossTab, session });
    const actor = createActor(bannersMachine, {
      input: { store: stores.banners, sessionStore: stores.hiddenBanners, customMessage: message },
    }).start();
    running.push(actor);
    return {
      shown: (banner: BannerKey) => actor.getSnapshot().matches({ [banner]: 'shown' }),
      hide: (banner: BannerKey) => actor.send({ type: 'banner.hide', banner }),
      ignore: (banner: BannerKey) => actor.send({ type: 'banner.ignore', banner }),
      /** The tab hears of what the other tabs stored, as the browser's `storage` events tell. */
      hearOtherTabs: () => tab.deliver(),
      /** Reloads the tab: the same session, the same browser, maybe a new configured message. */
      reload: (options: { message?: string } = {}) => {
        actor.stop();
        tab.close();
        return openTab({ ...options, session });
      },
    };
  }
  return { openTab };
}

const BANNERS = ['offline', 'custom'] as const;
const other = (banner: BannerKey): BannerKey => (banner === 'offline' ? 'custom' : 'offline');

describe('banners: what shows at first', () => {
  it('shows both the offline banner and the configured custom message', () => {
    const tab = aBrowser().openTab();
    expect(tab.shown('offline')).toBe(true);
    expect(tab.shown('custom')).toBe(true);
  });

  it.each([
    ['none', ''],
    ['only blanks', '  \n '],
  ])('shows no custom banner when the configured message is %s', (_, message) => {
    const tab = aBrowser().openTab({ message });
    expect(tab.shown('custom')).toBe(false);
    expect(tab.shown('offline')).toBe(true);
  });
});

describe.each(BANNERS)('banners: closing the %s banner', (banner) => {
  it('hides it and only it', () => {
    const tab = aBrowser().openTab();
    tab.hide(banner);
    expect(tab.shown(banner)).toBe(false);
    expect(tab.shown(other(banner))).toBe(true);
  });

  it('keeps it closed after a reload, and shows it again in a new session', () => {
    const browser = aBrowser();
    const tab = browser.openTab();
    tab.hide(banner);
    const reloaded = tab.reload();
    expect(reloaded.shown(banner)).toBe(false);
    expect(reloaded.shown(other(banner))).toBe(true);
    expect(browser.openTab().shown(banner)).toBe(true);
  });

  it('hides it in this tab only: another tab keeps showing it', () => {
    const browser = aBrowser();
    const first = browser.openTab();
    const second = browser.openTab();
    first.hide(banner);
    second.hearOtherTabs();
    expect(second.shown(banner)).toBe(true);
  });
});

describe.each(BANNERS)('banners: ignoring the %s banner', (banner) => {
  it('hides it and only it', () => {
    const tab = aBrowser().openTab();
    tab.ignore(banner);
    expect(tab.shown(banner)).toBe(false);
    expect(tab.shown(other(banner))).toBe(true);
  });

  it('hides it for good: a new session does not show it', () => {
    const browser = aBrowser();
    browser.openTab().ignore(banner);
    const later = browser.openTab();
    expect(later.shown(banner)).toBe(false);
    expect(later.shown(other(banner))).toBe(true);
  });

  it('hides it in the other open tabs too', () => {
    const browser = aBrowser();
    const first = browser.openTab();
    const second = browser.openTab();
    first.ignore(banner);
    second.hearOtherTabs();
    expect(second.shown(banner)).toBe(false);
    expect(second.shown(other(banner))).toBe(true);
  });
});

describe('banners: a new custom message', () => {
  it('shows although the previous message was ignored for good', () => {
    const browser = aBrowser();
    const tab = browser.openTab();
    tab.ignore('custom');
    expect(tab.reload().shown('custom')).toBe(false);
    expect(tab.reload({ message: `${MESSAGE} Moved to Monday.` }).shown('custom')).toBe(true);
  });

  it('shows although the previous message was closed in this session', () => {
    const tab = aBrowser().openTab();
    tab.hide('custom');
    expect(tab.reload({ message: `${MESSAGE} Moved to Monday.` }).shown('custom')).toBe(true);
  });
});
