import { type ComponentType, useEffect, useSyncExternalStore } from 'react';

/** Runs `task` once the browser has nothing more urgent to do; returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  // Safari has no requestIdleCallback.
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * A component whose code stays out of the initial JavaScript: `preload()` fetches it (when the
 * browser is idle, or as the user reaches for it) and `useComponent()` is undefined until it is in.
 * Callers render a look-alike until then and swap in one commit, so there is no Suspense fallback
 * in between to flash or to drop the focus.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let component: ComponentType<P> | undefined;
  let loading = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const getComponent = () => component;

  function preload(): void {
    if (loading) return;
    loading = true;
    load().then(
      (loaded) => {
        component = loaded;
        for (const listener of listeners) listener();
      },
      () => {
        // Offline, say: the next preload (idle time, hover, a click) tries again.
        loading = false;
      },
    );
  }

  return {
    preload,
    useComponent: () => useSyncExternalStore(subscribe, getComponent),
    usePreloadWhenIdle: () => useEffect(() => whenIdle(preload), []),
  };
}
