import { expect } from 'vitest';
import type { WithUpdateQueue } from '../../../../src/services/storage/updateQueue.ts';

/** The time of the `n`th change of a test, in epoch milliseconds: a minute apart from 2026. */
export const at = (n: number) => Date.UTC(2026, 0, 1) + n * 60_000;

/** Queued changes are numbered in order, each number used once and never above the counter. */
export function queueInvariants({ updateQueue, lastUpdateId }: WithUpdateQueue): void {
  const ids = updateQueue.map(({ id }) => id);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  expect(new Set(ids).size).toBe(ids.length);
  expect(Math.max(0, ...ids)).toBeLessThanOrEqual(lastUpdateId);
}
