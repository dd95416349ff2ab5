import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { stopExtensionActor } from '../../src/ui/setup/extensionActor.ts';
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
// The page's extension actor outlives the views: it stops with the file, so that its greeting's
// timers fire in no later one (the answer listener it removes is the window's). Its module is
// imported with this one, not at the end: by then the app's modules may have been loaded afresh
// (tests/setup/app.ts), and a fresh module's actor is not the one running.
afterAll(() => stopExtensionActor());
// A development build's router puts itself on the window for hot updates of its routes, and the
// router plugin's code in each route module applies one whenever that module runs again while a
// router of the window has the route: in a document that files share (project `dom`), the next
// file's routes would take over this file's components, bound to its modules.
afterAll(() => {
  delete (window as { __TSR_ROUTER__?: unknown }).__TSR_ROUTER__;
});
