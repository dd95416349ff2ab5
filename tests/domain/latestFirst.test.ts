import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latestFirst } from '../../src/domain/latestFirst.ts';

describe('latestFirst', () => {
  it('puts the latest update first, keeps ties in their order, and leaves the input alone', () => {
    const items = [
      { id: 'a', updatedAt: 10 },
      { id: 'b', updatedAt: 30 },
      { id: 'c', updatedAt: 20 },
      { id: 'd', updatedAt: 30 },
    ];
    expect(latestFirst(items).map((item) => item.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(items.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('orders any list by time, newest first, with the same items', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ updatedAt: fc.nat() })), (items) => {
        const sorted = latestFirst(items);
        expect(sorted).toHaveLength(items.length);
        for (let index = 1; index < sorted.length; index += 1) {
          expect(sorted[index - 1]?.updatedAt).toBeGreaterThanOrEqual(
            sorted[index]?.updatedAt ?? 0,
          );
        }
      }),
    );
  });
});
