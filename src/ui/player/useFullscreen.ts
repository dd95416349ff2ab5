import { type RefObject, useCallback, useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  document.addEventListener('fullscreenchange', changed);
  return () => document.removeEventListener('fullscreenchange', changed);
};
const isFullscreen = () => !!document.fullscreenElement;

/** Whether the page is fullscreen, as the browser says, and a toggle that puts `frame` there. */
export function useFullscreen(frame: RefObject<HTMLElement | null>) {
  const fullscreen = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  }, [frame]);
  return { fullscreen, toggle };
}
