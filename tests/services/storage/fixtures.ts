import { z } from 'zod';
import { definePersistedStore, type StorageLike } from '../../../src/services/storage/index.ts';
import { memoryStorage } from '../../support/memoryStorage.ts';

/** The latest layout of `counter`. */
export const counterLatest = {
  version: 2,
  schema: z.object({ count: z.number(), label: z.string() }),
  create: () => ({ count: 0, label: 'new' }),
};

/**
 * A store with three layouts, to walk the mechanism: version 0 `{ n }`, version 1 `{ count }`,
 * version 2 (latest) `{ count, label }`.
 */
export const counter = definePersistedStore({
  key: 'counter',
  versions: [
    { version: 0, migrate: ({ n }: { n: number }) => ({ count: n }) },
    { version: 1, migrate: (old: { count: number }) => ({ ...old, label: 'migrated' }) },
    counterLatest,
  ],
  on: {
    added: (context, { by }: { by: number }) => ({ ...context, count: context.count + by }),
    /** Accepted but changes nothing. */
    noticed: (context) => context,
  },
});

/** The text a store writes: `{ version, state }`. */
export const stored = (version: number, state: unknown) => JSON.stringify({ version, state });

/** Storage of a browser that refuses it altogether (storage disabled): every call throws. */
export function refusingStorage(): StorageLike {
  return {
    getItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  };
}

/** Storage that can be read but not written (quota exceeded, Safari private mode). */
export function fullStorage(initial: Record<string, string> = {}): Storage {
  return {
    ...memoryStorage(initial),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

/** A `storage` event as another tab's write delivers it. */
export function storageEvent(init: {
  key: string | null;
  newValue: string | null;
  storageArea: StorageLike;
}): Event {
  return Object.assign(new Event('storage'), init);
}
