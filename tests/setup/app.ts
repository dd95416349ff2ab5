import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
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
});
