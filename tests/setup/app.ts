import '@testing-library/jest-dom/vitest';
import { randomUUID } from 'node:crypto';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { saveWalked } from '../../scripts/statecharts/coverage.ts';
import { walkedSoFar, walkingTest } from '../support/coverage.ts';
import { network } from '../support/network.ts';

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

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
// The transitions a test takes are recorded under its name (docs/qa names the tests that walk each).
beforeEach(({ task }) => walkingTest(task.fullName));
afterEach(() => {
  walkingTest(undefined);
  cleanup();
  network.resetHandlers();
  localStorage.clear();
});
afterAll(() => {
  network.close();
  saveWalked(inject('walkedDir'), randomUUID(), walkedSoFar());
});
