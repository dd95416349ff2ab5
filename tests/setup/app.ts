import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, inject, vi } from 'vitest';
import { saveWalked } from '../../scripts/statecharts/coverage.ts';
import { walkedSoFar, walkingTest } from '../support/coverage.ts';
import { network } from '../support/network.ts';

// Files that render (`@vitest-environment jsdom` on their first line) get Testing Library, set up.
if (typeof document !== 'undefined') await import('./dom.ts');

beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
// The transitions a test takes are recorded under its name (docs/qa names the tests that walk each).
beforeEach(({ task }) => walkingTest(task.fullName));
afterEach(() => {
  walkingTest(undefined);
  network.resetHandlers();
  globalThis.localStorage?.clear();
});
afterAll(() => {
  network.close();
  saveWalked(inject('walkedDir'), randomUUID(), walkedSoFar());
  // The next file of a worker whose modules are shared (project `unit`) starts as in a worker of
  // its own: no spy, stubbed global or fake clock left by this one, and the app's modules (and
  // whatever they cache) loaded again. Packages stay loaded: that is the saving.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
});
