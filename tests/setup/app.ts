import '@testing-library/jest-dom/vitest';
import { randomUUID } from 'node:crypto';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { saveWalked } from '../../scripts/statecharts/coverage.ts';
import { walkedSoFar } from '../support/coverage.ts';
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

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  network.resetHandlers();
  localStorage.clear();
});
afterAll(() => {
  network.close();
  saveWalked(inject('walkedDir'), randomUUID(), walkedSoFar());
});
