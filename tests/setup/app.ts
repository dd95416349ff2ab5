import '@testing-library/jest-dom/vitest';
import { randomUUID } from 'node:crypto';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { saveWalked } from '../../scripts/statecharts/coverage.ts';
import { walkedSoFar } from '../support/coverage.ts';
import { network } from '../support/network.ts';

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
