import { useSyncExternalStore } from 'react';

/** Over 850 px wide, pickers show more of their choices as buttons (spec doc 3 §2, §9). */
export const WIDE_SCREEN_QUERY = '(min-width: 851px)';

function wideScreen(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = wideScreen();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window is over 850 px wide, following resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => wideScreen()?.matches ?? false);
}
