import { describe, expect, it } from 'vitest';
import { clampSubtitleDelay, formatSubtitleDelay } from '../../src/domain/subtitleDelay.ts';

describe('subtitle delay (doc 2 §5)', () => {
  it.each([
    [0.5, 0.5],
    [-19.96, -20],
    [20.4, 20],
    [-21, -20],
    [0.04, 0],
    [-0.04, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('keeps %s as %s', (given, kept) => {
    expect(Object.is(clampSubtitleDelay(given), kept)).toBe(true);
  });

  it('shows a later delay with its sign', () => {
    expect([1.5, 0, -0.5].map(formatSubtitleDelay)).toEqual(['+1.5', '0', '-0.5']);
  });
});
