import { describe, expect, it } from 'vitest';
import { createPersistedStore } from '../../../../src/services/storage/index.ts';
import { accountStore } from '../../../../src/services/storage/stores/account.ts';
import { storedAccount } from '../../../support/fixtures.ts';
import { memoryStorage } from '../../../support/memoryStorage.ts';
import { stored } from '../fixtures.ts';

const open = (storage = memoryStorage()) => ({
  storage,
  store: createPersistedStore(accountStore, { storage, crossTab: new EventTarget() }),
});

describe('account store', () => {
  it('starts logged out, on the configured backend', () => {
    expect(open().store.getSnapshot().context).toEqual({ account: null, backendUrl: null });
  });

  it('keeps the account after login, under __MW::auth', () => {
    const { store, storage } = open();
    store.trigger.loggedIn({ account: storedAccount });
    expect(store.getSnapshot().context.account).toEqual(storedAccount);
    expect(storage.getItem('__MW::auth')).toBe(
      stored(1, { account: storedAccount, backendUrl: null }),
    );
  });

  it('clears the account on logout but keeps the chosen backend', () => {
    const { store, storage } = open();
    store.trigger.backendUrlSet({ backendUrl: 'https://backend.example' });
    store.trigger.loggedIn({ account: storedAccount });
    store.trigger.loggedOut();
    expect(store.getSnapshot().context).toEqual({
      account: null,
      backendUrl: 'https://backend.example',
    });
    expect(open(storage).store.getSnapshot().context.account).toBeNull();
  });

  it('sets and resets the backend', () => {
    const { store } = open();
    store.trigger.backendUrlSet({ backendUrl: 'https://backend.example' });
    expect(store.getSnapshot().context.backendUrl).toBe('https://backend.example');
    store.trigger.backendUrlSet({ backendUrl: null });
    expect(store.getSnapshot().context.backendUrl).toBeNull();
  });

  describe('from version 0, which kept the backend inside the account', () => {
    it('moves the backend beside the account and backs version 0 up', () => {
      const raw = stored(0, {
        account: { ...storedAccount, backendUrl: 'https://backend.example' },
      });
      const { store, storage } = open(memoryStorage({ '__MW::auth': raw }));
      const migrated = { account: storedAccount, backendUrl: 'https://backend.example' };
      expect(store.getSnapshot().context).toEqual(migrated);
      expect(storage.getItem('__MW::auth-backup-v0')).toBe(raw);
      expect(storage.getItem('__MW::auth')).toBe(stored(1, migrated));
    });

    it('uses the configured backend when the account had none', () => {
      const raw = stored(0, { account: storedAccount });
      expect(open(memoryStorage({ '__MW::auth': raw })).store.getSnapshot().context).toEqual({
        account: storedAccount,
        backendUrl: null,
      });
    });

    it('stays logged out when no account was stored', () => {
      const raw = stored(0, { account: null });
      expect(open(memoryStorage({ '__MW::auth': raw })).store.getSnapshot().context).toEqual({
        account: null,
        backendUrl: null,
      });
    });

    it('falls back to logged out when version 0 is malformed, keeping the backup', () => {
      const raw = stored(0, { account: { token: 'only a token' } });
      const { store, storage } = open(memoryStorage({ '__MW::auth': raw }));
      expect(store.getSnapshot().context).toEqual({ account: null, backendUrl: null });
      expect(storage.getItem('__MW::auth-backup-v0')).toBe(raw);
    });
  });
});
