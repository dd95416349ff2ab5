import { useLayoutEffect, useRef } from 'react';

/**
 * Move buttons of a reorderable list keep the focus: React's reorder drops it from the pressed
 * button as its row moves. `ref(key)` registers a button; `moving(key)` marks the one pressed,
 * which gets the focus back once the list has rendered in its new order.
 */
export function useKeepFocusOnMove() {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const moved = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (moved.current === null) return;
    buttons.current.get(moved.current)?.focus();
    moved.current = null;
  });
  return {
    ref: (key: string) => (button: HTMLButtonElement | null) => {
      if (button) buttons.current.set(key, button);
      else buttons.current.delete(key);
    },
    moving: (key: string) => {
      moved.current = key;
    },
  };
}
