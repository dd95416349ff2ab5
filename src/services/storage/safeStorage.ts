/** The part of `Storage` the persisted stores use: `localStorage`, or a stand-in in tests. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reads that never throw: a browser with storage disabled throws on access, and the app must then
 * start from defaults rather than crash.
 */
export function readItem(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Writes that never throw (quota exceeded, Safari private mode): the stores keep working in memory.
 * Answers whether the text was stored.
 */
export function writeItem(storage: StorageLike, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
