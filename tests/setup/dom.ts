import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { UI_WAIT_MS } from './timeouts.ts';

/**
 * jsdom lays nothing out, so nothing is ever near the viewport: content that waits for it stays
 * unloaded unless a test brings it near with `everythingNearViewport` (tests/support/viewport.ts).
 */
class NeverIntersecting {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= NeverIntersecting as unknown as typeof IntersectionObserver;

/**
 * jsdom lists a media element's text tracks in a bare array; a browser's list is an EventTarget
 * (the player listens to it). jsdom never adds a track, so an empty one stands in.
 */
const textTrackLists = new WeakMap<HTMLMediaElement, TextTrackList>();
Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', {
  configurable: true,
  get(this: HTMLMediaElement) {
    const list =
      textTrackLists.get(this) ??
      (Object.assign(new EventTarget(), { length: 0 }) as unknown as TextTrackList);
    textTrackLists.set(this, list);
    return list;
  },
});

/**
 * How long `findBy…` and `waitFor` wait for what a viewer would see. A page's code is fetched on
 * demand, inside the test that first opens it: on a busy 2-core CI machine that alone has taken
 * 3 s, past Testing Library's 1 s default. Tests that pass wait no longer for it.
 */
configure({ asyncUtilTimeout: UI_WAIT_MS });

afterEach(() => cleanup());
// The page's extension actor outlives the views; its greeting's timers must not fire once the
// file's document is gone (the answer listener it removes is the document's window's).
afterAll(async () => (await import('../../src/ui/setup/extensionActor.ts')).stopExtensionActor());
