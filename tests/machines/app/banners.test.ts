import { describe, expect, it } from 'vitest';
import { customBannerId } from '../../../src/domain/banners.ts';
import { bannersMachine } from '../../../src/machines/app/banners.machine.ts';
import { createStores } from '../../../src/services/storage/index.ts';
import { storageEvent, stored } from '../../services/storage/fixtures.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { transitionTests } from '../../support/model.ts';

const MESSAGE = 'Scheduled maintenance on Sunday at 02:00 UTC.';

/**
 * A browser profile, optionally one where banners were ignored for good in an earlier session, or
 * closed earlier in this one (before a reload).
 */
function bannersSystem(customMessage: string, ignored: string[], hidden: string[] = []) {
  return () => {
    const storage = memoryStorage();
    const session = memoryStorage();
    const tabs = new EventTarget();
    const stores = createStores(storage, { crossTab: tabs, session });
    for (const id of ignored) stores.banners.trigger.ignored({ id });
    for (const id of hidden) stores.hiddenBanners.trigger.hidden({ id });
    /** Another tab ignored these banners for good. */
    const otherTab = (ignoredThere: string[]) => {
      const newValue = stored(0, { ignored: ignoredThere });
      storage.setItem('__MW::banners', newValue);
      tabs.dispatchEvent(storageEvent({ key: '__MW::banners', newValue, storageArea: storage }));
    };
    return {
      system: { stores, otherTab, session },
      input: { store: stores.banners, sessionStore: stores.hiddenBanners, customMessage },
    };
  };
}

/** What a user does here, and another tab ignoring both banners for good. */
const events = () => [
  ...(['offline', 'custom'] as const).flatMap((banner) => [
    { type: 'banner.hide' as const, banner },
    { type: 'banner.ignore' as const, banner },
  ]),
  { type: 'banners.stored' as const, ignored: ['offline', customBannerId(MESSAGE)] },
];

const scenarios = [
  { name: 'no custom message, nothing ignored', system: bannersSystem('', []) },
  { name: 'a custom message, nothing ignored', system: bannersSystem(MESSAGE, []) },
  {
    name: 'both ignored in an earlier session',
    system: bannersSystem(MESSAGE, ['offline', customBannerId(MESSAGE)]),
  },
  {
    name: 'both closed earlier in this session',
    system: bannersSystem(MESSAGE, [], ['offline', customBannerId(MESSAGE)]),
  },
];

/** The stored id of a banner, as the session and the banners stores keep it. */
const storedId = { offline: 'offline', custom: customBannerId(MESSAGE) } as const;

describe.each(scenarios)('banners machine: every transition ($name)', ({ system }) => {
  const tests = transitionTests({
    machine: bannersMachine,
    input: system().input,
    system,
    events,
    perform: {
      'banners.stored': ({ otherTab }, _, event) =>
        otherTab((event as unknown as { ignored: string[] }).ignored),
    },
    invariant: ({ stores, session }, actor) => {
      // Ignored for good means stored: the next session starts with the banner ignored.
      expect(stores.banners.getSnapshot().context.ignored).toEqual(
        actor.getSnapshot().context.ignored,
      );
      // Closed means closed for the session: a reload (a new store on the same session storage)
      // starts with the banner hidden.
      const reloaded = createStores(memoryStorage(), { session }).hiddenBanners;
      for (const banner of ['offline', 'custom'] as const) {
        if (actor.getSnapshot().matches({ [banner]: 'hidden' })) {
          expect(reloaded.getSnapshot().context.hidden).toContain(storedId[banner]);
        }
      }
    },
  });
  it.each(tests)('$name', ({ run }) => run());
});

describe('banners: ignoring one custom message does not silence the next', () => {
  it('gives each message its own id', () => {
    expect(customBannerId(MESSAGE)).not.toBe(customBannerId(`${MESSAGE} Updated.`));
    expect(customBannerId(MESSAGE)).toBe(customBannerId(MESSAGE));
  });
});
