import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definePersistedStore } from '../../../src/services/storage/index.ts';
import { openVersioned } from '../../../src/services/storage/versioned.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';
import { counter, counterLatest, fullStorage, refusingStorage, stored } from './fixtures.ts';

const defaults = { count: 0, label: 'new' };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('loading', () => {
  it('starts from the defaults when nothing is stored, and writes nothing', () => {
    const storage = memoryStorage();
    expect(openVersioned(counter, storage).initial).toEqual(defaults);
    expect(storage.length).toBe(0);
  });

  it('loads data stored at the latest version as it is', () => {
    const raw = stored(2, { count: 7, label: 'mine' });
    const storage = memoryStorage({ counter: raw });
    expect(openVersioned(counter, storage).initial).toEqual({ count: 7, label: 'mine' });
    expect(storage.length).toBe(1);
    expect(storage.getItem('counter')).toBe(raw);
  });

  it('backs up data of an older version with its original text, then saves it migrated', () => {
    const raw = stored(0, { n: 3 });
    const storage = memoryStorage({ counter: raw });
    const slot = openVersioned(counter, storage);
    expect(slot.initial).toEqual({ count: 3, label: 'migrated' });
    expect(storage.getItem('counter-backup-v0')).toBe(raw);
    expect(JSON.parse(storage.getItem('counter') ?? '')).toEqual({
      version: 2,
      state: { count: 3, label: 'migrated' },
    });
  });

  it('names the backup after the version the data was stored at', () => {
    const raw = stored(1, { count: 4 });
    const storage = memoryStorage({ counter: raw });
    openVersioned(counter, storage);
    expect(storage.getItem('counter-backup-v1')).toBe(raw);
    expect(storage.getItem('counter-backup-v0')).toBeNull();
  });

  it('falls back to the defaults when a migration throws, keeping the backup', () => {
    const failing = definePersistedStore({
      ...counter,
      versions: [
        {
          version: 0,
          migrate: () => {
            throw new Error('cannot migrate');
          },
        },
        { version: 1, migrate: (old: unknown) => old },
        counterLatest,
      ],
    });
    const raw = stored(0, { n: 3 });
    const storage = memoryStorage({ counter: raw });
    expect(openVersioned(failing, storage).initial).toEqual(defaults);
    expect(storage.getItem('counter-backup-v0')).toBe(raw);
    expect(console.warn).toHaveBeenCalledWith(
      'Stored data "counter" could not be migrated (kept under "counter-backup-v0"); starting from defaults.',
    );
  });

  it('falls back to the defaults when the migrated data fails the schema, keeping the backup', () => {
    const raw = stored(0, { n: 'three' });
    const storage = memoryStorage({ counter: raw });
    expect(openVersioned(counter, storage).initial).toEqual(defaults);
    expect(storage.getItem('counter-backup-v0')).toBe(raw);
  });

  it('keeps corrupted JSON under "-corrupt" and starts from the defaults', () => {
    const storage = memoryStorage({ counter: '{"version":2,"sta' });
    expect(openVersioned(counter, storage).initial).toEqual(defaults);
    expect(storage.getItem('counter-corrupt')).toBe('{"version":2,"sta');
    expect(console.warn).toHaveBeenCalledWith(
      'Stored data "counter" is unreadable (kept under "counter-corrupt"); starting from defaults.',
    );
  });

  it.each([
    ['bare data', JSON.stringify({ count: 7, label: 'mine' })],
    ['an envelope without state', JSON.stringify({ version: 2 })],
    ['a negative version', stored(-1, { count: 7, label: 'mine' })],
    ['a fractional version', stored(1.5, { count: 7 })],
    ['a text version', JSON.stringify({ version: '2', state: { count: 7, label: 'mine' } })],
    ['null', 'null'],
  ])('keeps %s (not a {version, state} envelope) under "-corrupt"', (_, raw) => {
    const storage = memoryStorage({ counter: raw });
    expect(openVersioned(counter, storage).initial).toEqual(defaults);
    expect(storage.getItem('counter-corrupt')).toBe(raw);
  });

  it('keeps data of a version newer than this release knows under "-corrupt"', () => {
    const raw = stored(3, { count: 7, label: 'mine', colour: 'red' });
    const storage = memoryStorage({ counter: raw });
    expect(openVersioned(counter, storage).initial).toEqual(defaults);
    expect(storage.getItem('counter-corrupt')).toBe(raw);
  });

  it('keeps data of the latest version that fails its schema under "-corrupt"', () => {
    const raw = stored(2, { count: 'seven', label: 'mine' });
    const storage = memoryStorage({ counter: raw });
    expect(openVersioned(counter, storage).initial).toEqual(defaults);
    expect(storage.getItem('counter-corrupt')).toBe(raw);
  });

  it('starts from the defaults when the browser refuses storage, and saving does not throw', () => {
    const slot = openVersioned(counter, refusingStorage());
    expect(slot.initial).toEqual(defaults);
    expect(() => slot.save({ count: 1, label: 'x' })).not.toThrow();
  });

  it('still migrates in memory when storage is full', () => {
    const slot = openVersioned(counter, fullStorage({ counter: stored(0, { n: 3 }) }));
    expect(slot.initial).toEqual({ count: 3, label: 'migrated' });
  });

  it('never overwrites text it could not set aside', () => {
    const raw = '{"version":2,"sta';
    const storage = memoryStorage({ counter: raw });
    const setItem = vi.spyOn(storage, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const slot = openVersioned(counter, storage);
    slot.save({ count: 1, label: 'x' });
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(storage.getItem('counter')).toBe(raw);
  });
});

describe('saving', () => {
  it('writes { version, state } at the latest version under the key', () => {
    const storage = memoryStorage();
    openVersioned(counter, storage).save({ count: 2, label: 'saved' });
    expect(storage.getItem('counter')).toBe(stored(2, { count: 2, label: 'saved' }));
  });
});

describe('reading what storage holds now (another tab wrote it)', () => {
  /** A slot opened on empty storage; the test writes under the key as another tab would. */
  function opened(initial: Record<string, string> = {}) {
    const storage = memoryStorage(initial);
    return { storage, slot: openVersioned(counter, storage) };
  }

  it('reads data at the latest version', () => {
    const { storage, slot } = opened();
    storage.setItem('counter', stored(2, { count: 9, label: 'other' }));
    expect(slot.readNow()).toEqual({ count: 9, label: 'other' });
  });

  it('migrates data of an older version (an older release in the other tab)', () => {
    const { storage, slot } = opened();
    storage.setItem('counter', stored(0, { n: 9 }));
    expect(slot.readNow()).toEqual({ count: 9, label: 'migrated' });
  });

  it('answers the defaults when the other tab removed the data', () => {
    const { storage, slot } = opened({ counter: stored(2, { count: 9, label: 'other' }) });
    storage.removeItem('counter');
    expect(slot.readNow()).toEqual(defaults);
  });

  it.each([
    ['corrupted JSON', '{"ver'],
    ['a newer version', stored(3, { count: 9, label: 'other' })],
    ['invalid data', stored(2, { count: 'nine' })],
  ])('answers undefined for %s', (_, raw) => {
    const { storage, slot } = opened();
    storage.setItem('counter', raw);
    expect(slot.readNow()).toBeUndefined();
  });

  it('answers undefined for what this tab wrote or read last: its data holds that already', () => {
    const { storage, slot } = opened();
    slot.save({ count: 1, label: 'mine' });
    expect(slot.readNow()).toBeUndefined();
    storage.setItem('counter', stored(2, { count: 9, label: 'other' }));
    expect(slot.readNow()).toEqual({ count: 9, label: 'other' });
    expect(slot.readNow()).toBeUndefined();
    // Back to what this tab wrote, after another tab's write it took in: news again.
    storage.setItem('counter', stored(2, { count: 1, label: 'mine' }));
    expect(slot.readNow()).toEqual({ count: 1, label: 'mine' });
  });

  it('sets nothing aside and writes nothing', () => {
    const { storage, slot } = opened();
    for (const raw of ['{"ver', stored(0, { n: 9 })]) {
      storage.setItem('counter', raw);
      slot.readNow();
      expect(storage.length).toBe(1);
      expect(storage.getItem('counter')).toBe(raw);
    }
  });
});

describe('telling whether another tab wrote since', () => {
  it('answers nothing for what it loaded, and for what it wrote itself', () => {
    const storage = memoryStorage({ counter: stored(2, { count: 7, label: 'mine' }) });
    const slot = openVersioned(counter, storage);
    expect(slot.readIfChanged()).toBeUndefined();
    slot.save({ count: 8, label: 'mine' });
    expect(slot.readIfChanged()).toBeUndefined();
  });

  it('answers what another tab wrote since, until this tab reads it now or writes', () => {
    const storage = memoryStorage();
    const slot = openVersioned(counter, storage);
    storage.setItem('counter', stored(2, { count: 9, label: 'other' }));
    expect(slot.readIfChanged()).toEqual({ count: 9, label: 'other' });
    // Reading it so takes no note of it: the change built on it is saved.
    expect(slot.readIfChanged()).toEqual({ count: 9, label: 'other' });
    slot.readNow();
    expect(slot.readIfChanged()).toBeUndefined();
    storage.setItem('counter', stored(2, { count: 10, label: 'other' }));
    slot.save({ count: 11, label: 'mine' });
    expect(slot.readIfChanged()).toBeUndefined();
  });

  it('answers the defaults when another tab removed the data, undefined for invalid data', () => {
    const storage = memoryStorage();
    const slot = openVersioned(counter, storage);
    slot.save({ count: 1, label: 'mine' });
    storage.removeItem('counter');
    expect(slot.readIfChanged()).toEqual(defaults);
    storage.setItem('counter', '{"ver');
    expect(slot.readIfChanged()).toBeUndefined();
  });
});
