import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsSynced } from '../../../../src/services/storage/accountChanges.ts';
import { syncStore as userSyncStore } from '../../../../src/services/storage/stores/sync.ts';
import { pendingSettings } from '../../../../src/services/sync/pending.ts';
import { memoryStorage } from '../../../support/memoryStorage.ts';
import { stored, storedState, twoTabs, twoTabsWith } from '../fixtures.ts';
import { at } from './changeTimes.ts';
import { currentEpoch } from './epochs.ts';
import { heardOfLogout, syncAcrossLogout, syncedStoreKit, withSyncNews } from './storeFixtures.ts';

const KEY = '__MW::sync';

/** The store, with what the sync tells it of the account. */
const syncStore = withSyncNews(userSyncStore, {
  settingsSynced: ({
    times,
    filled,
    epoch,
  }: {
    times: Readonly<Record<string, number>>;
    filled?: Readonly<Record<string, unknown>>;
    epoch: number;
  }) => settingsSynced(times, epoch, filled),
});

const { open, context, toPush } = syncedStoreKit(syncStore, pendingSettings);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sync store (synced settings)', () => {
  it('starts with no change and nothing to push', () => {
    const { store } = open();
    expect(context(store)).toEqual({ epoch: 0, settingChanges: {}, settingsSynced: {} });
    expect(toPush(store)).toBeNull();
  });

  it('keeps the latest change of each setting with its time, to push, under __MW::sync', () => {
    const { store, storage } = open();
    store.trigger.settingsChanged({
      changes: { enableAutoplay: false, applicationTheme: 'blue' },
      at: at(1),
    });
    store.trigger.settingsChanged({ changes: { applicationTheme: undefined }, at: at(2) });
    expect(toPush(store)).toEqual({
      // An undefined value is stored as null: the setting's default.
      values: { enableAutoplay: false, applicationTheme: null },
      times: { enableAutoplay: at(1), applicationTheme: at(2) },
    });
    expect(storage.getItem(KEY)).toBe(stored(1, context(store)));
  });

  it('dates a change after the one it replaces, whatever the clock says (a clock set back)', () => {
    const { store } = open();
    store.trigger.settingsChanged({ changes: { enableAutoplay: false }, at: at(2) });
    store.trigger.settingsChanged({ changes: { enableAutoplay: true }, at: at(1) });
    expect(toPush(store)).toEqual({
      values: { enableAutoplay: true },
      times: { enableAutoplay: at(2) + 1 },
    });
  });

  it('dates a change after the version the account holds (a device whose clock is behind)', () => {
    const { store } = open();
    store.trigger.settingsSynced({ times: { enableAutoplay: at(5) }, epoch: 0 });
    store.trigger.settingsChanged({ changes: { enableAutoplay: true }, at: at(1) });
    expect(toPush(store)?.times).toEqual({ enableAutoplay: at(5) + 1 });
  });

  describe('settingsSynced', () => {
    it('has nothing to push once the account holds each change, after a reload too', () => {
      const { store, storage } = open();
      store.trigger.settingsChanged({ changes: { enableAutoplay: false }, at: at(1) });
      store.trigger.settingsSynced({
        times: { enableAutoplay: at(1) },
        epoch: currentEpoch(store),
      });
      expect(toPush(store)).toBeNull();
      expect(pendingSettings(open(storage).store.getSnapshot().context)).toBeNull();
    });

    it('still pushes a change made while an older one was being pushed', () => {
      const { store } = open();
      store.trigger.settingsChanged({ changes: { enableAutoplay: false }, at: at(1) });
      store.trigger.settingsChanged({ changes: { enableAutoplay: true }, at: at(2) });
      store.trigger.settingsSynced({
        times: { enableAutoplay: at(1) },
        epoch: currentEpoch(store),
      });
      expect(toPush(store)).toEqual({
        values: { enableAutoplay: true },
        times: { enableAutoplay: at(2) },
      });
    });

    it("pushes the device's values of settings the account lacks, under the user's changes", () => {
      const { store } = open();
      store.trigger.settingsChanged({ changes: { enableAutoplay: false }, at: at(1) });
      store.trigger.settingsSynced({
        times: {},
        filled: { enableAutoplay: true, febboxKey: 'a-token' },
        epoch: currentEpoch(store),
      });
      expect(toPush(store)).toEqual({
        values: { enableAutoplay: false, febboxKey: 'a-token' },
        times: { enableAutoplay: at(1), febboxKey: 0 },
      });
    });
  });

  it("keeps the device's changes on logout, to push to the next account", () => {
    const { store } = open();
    store.trigger.settingsChanged({ changes: { enableAutoplay: false }, at: at(1) });
    store.trigger.settingsSynced({ times: { enableAutoplay: at(1) }, epoch: currentEpoch(store) });
    store.trigger.cleared();
    expect(context(store).epoch).toBe(1);
    expect(toPush(store)).toEqual({
      values: { enableAutoplay: false },
      times: { enableAutoplay: at(1) },
    });
  });

  it("keeps each setting's later change of two tabs", () => {
    const { browser, first: mine, second: theirs } = twoTabsWith(syncStore);
    // Each tab changes settings before hearing of the other's changes.
    mine.trigger.settingsChanged({ changes: { enableAutoplay: false }, at: at(1) });
    theirs.trigger.settingsChanged({
      changes: { enableAutoplay: true, febboxKey: 'theirs' },
      at: at(2),
    });
    mine.trigger.settingsChanged({ changes: { febboxKey: 'mine' }, at: at(3) });
    browser.settle();
    for (const store of [mine, theirs]) {
      expect(toPush(store)?.values).toEqual({ enableAutoplay: true, febboxKey: 'mine' });
      expect(storedState(browser.storage, KEY)).toEqual(context(store));
    }
  });

  it('forgets what the old account held in a tab that changed a setting before hearing of a logout', () => {
    const { browser, one, two } = twoTabs();
    const leaving = one.open(syncStore);
    leaving.trigger.settingsChanged({ changes: { enableAutoplay: false }, at: at(1) });
    leaving.trigger.settingsSynced({
      times: { enableAutoplay: at(1) },
      epoch: currentEpoch(leaving),
    });
    const stale = two.open(syncStore);
    leaving.trigger.cleared();
    stale.trigger.settingsChanged({ changes: { febboxKey: 'a-token' }, at: at(2) });
    browser.settle();
    for (const store of [leaving, stale]) {
      expect(context(store).epoch).toBe(1);
      expect(toPush(store)?.values).toEqual({ enableAutoplay: false, febboxKey: 'a-token' });
    }
  });

  it("keeps another tab's changes when hearing of its logout", () => {
    const { browser, one, first: store, second: leaving } = twoTabsWith(syncStore);
    leaving.trigger.settingsChanged({ changes: { enableAutoplay: false }, at: at(1) });
    leaving.trigger.settingsSynced({
      times: { enableAutoplay: at(1) },
      epoch: currentEpoch(leaving),
    });
    // This tab changes a setting before hearing of the other's; that one logs out before hearing.
    store.trigger.settingsChanged({ changes: { febboxKey: 'a-token' }, at: at(2) });
    leaving.trigger.cleared();
    one.deliver();
    expect(context(store).epoch).toBe(1);
    expect(toPush(store)?.values).toEqual({ enableAutoplay: false, febboxKey: 'a-token' });
    browser.settle();
    expect(context(leaving)).toEqual(context(store));
  });

  it.each(heardOfLogout)(
    'takes nothing from a sync that started before a logout this tab %s',
    (_, heard) => {
      const syncing = syncAcrossLogout(syncStore, heard, (store) => {
        store.trigger.settingsChanged({ changes: { enableAutoplay: false }, at: at(1) });
        // A sync starts here: it pushes the change and fetches the account. Another tab logs out.
        return (epoch) =>
          store.trigger.settingsSynced({
            times: { enableAutoplay: at(1) },
            filled: { febboxKey: 'a-token' },
            epoch,
          });
      });
      expect(context(syncing)).toEqual({
        epoch: 1,
        settingChanges: { enableAutoplay: { value: false, at: at(1) } },
        settingsSynced: {},
      });
      // The next account gets the change.
      expect(toPush(syncing)).toEqual({
        values: { enableAutoplay: false },
        times: { enableAutoplay: at(1) },
      });
    },
  );

  it('starts afresh from version 0, which kept the settings as last pushed, backed up', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const raw = stored(0, { lastPushed: { enableAutoplay: true } });
    const { store, storage } = open(memoryStorage({ [KEY]: raw }));
    expect(context(store)).toEqual({ epoch: 0, settingChanges: {}, settingsSynced: {} });
    expect(storage.getItem(`${KEY}-backup-v0`)).toBe(raw);
  });
});
