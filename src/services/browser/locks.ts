/**
 * Web Locks, shared by the tabs of one browser (DESIGN.md §8): one tab at a time holds a lock of a
 * name. Where the browser has none (very old ones), every tab holds every lock: each then acts as
 * if it were the only one.
 */
export interface Locks {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<void>;
}

/** The browser's locks, when it has them. */
export const browserLocks = (): Locks | undefined =>
  (globalThis.navigator as { locks?: Locks } | undefined)?.locks;

/**
 * Holds the lock `name` from when this tab gets it (then `onHeld`) until the returned release is
 * called, or the tab closes: the next tab waiting then gets it.
 */
export function holdLock(
  name: string,
  onHeld: () => void,
  locks: Locks | undefined = browserLocks(),
): () => void {
  if (!locks) {
    onHeld();
    return () => {};
  }
  const controller = new AbortController();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  locks
    .request(name, { signal: controller.signal }, () => {
      onHeld();
      return released;
    })
    // Given up before it was held: nothing to do.
    .catch(() => {});
  return () => {
    controller.abort();
    release();
  };
}

/** Runs `task` holding the lock `name`, once the tab holding it now lets it go. */
export async function withLock<T>(
  name: string,
  task: () => Promise<T>,
  locks: Locks | undefined = browserLocks(),
): Promise<T> {
  if (!locks) return task();
  let result: T | undefined;
  await locks.request(name, {}, async () => {
    result = await task();
  });
  return result as T;
}
