import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps an element's height, as it changes, in a CSS custom property of the document: for what is
 * laid out around it without being in its flow (a `position: fixed` view).
 */
export function useHeightAsProperty<TElement extends HTMLElement>(property: string) {
  const ref = useRef<TElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const update = () => root.style.setProperty(property, `${element.offsetHeight}px`);
    update();
    // Without ResizeObserver (an old browser, jsdom), the height at mount stands.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [property]);
  return ref;
}
