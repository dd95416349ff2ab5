import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Content below the fold loads when it comes this close to the viewport (spec doc 3 §9). */
export const LAZY_ROOT_MARGIN = '300px';

/**
 * Renders `children` once this spot is within 300 px of the viewport, so what nobody scrolls to
 * costs no code and no requests; without IntersectionObserver it renders at once.
 */
export function WhenNearViewport({ children }: { children: ReactNode }) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !spot.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={spot} className="when-near-viewport" />;
}
