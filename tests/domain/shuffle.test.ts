import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shuffled } from '../../src/domain/shuffle.ts';

describe('shuffled', () => {
  it('keeps every item exactly once and leaves the input alone', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer()),
        fc.double({ min: 0, max: 0.999_999, noNaN: true }),
        (items, seed) => {
          const input = [...items];
          const output = shuffled(items, () => seed);
          expect(items).toEqual(input);
          expect([...output].sort()).toEqual([...items].sort());
        },
      ),
    );
  });

  it('follows the random source: always 0 rotates, always just under 1 keeps the order', () => {
    expect(shuffled([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    expect(shuffled([1, 2, 3, 4], () => 0.999)).toEqual([1, 2, 3, 4]);
  });
});
