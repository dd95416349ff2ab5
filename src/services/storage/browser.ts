import type { StorageLike } from './safeStorage.ts';

/** Keeps nothing: the stores hold their data in memory anyway. */
export const noStorage: StorageLike = { getItem: () => null, setItem: () => undefined };

/**
 * The browser's `localStorage`, or a stand-in when the browser refuses it: with site data blocked,
 * merely reading `window.localStorage` throws, and the app must still start.
 */
export function browserStorage(): StorageLike {
  try {
    return window.localStorage;
  } catch {
    return noStorage;
  }
}

/** The browser's `sessionStorage` (this tab, until it closes), with the same stand-in. */
export function browserSessionStorage(): StorageLike {
  try {
    return window.sessionStorage;
  } catch {
    return noStorage;
  }
}
