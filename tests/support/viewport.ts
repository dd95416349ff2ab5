import { onTestFinished, vi } from 'vitest';

/** For this test, everything observed is at once near the viewport, as if scrolled to. */
export function everythingNearViewport(): void {
  class Intersecting {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Intersecting);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}
