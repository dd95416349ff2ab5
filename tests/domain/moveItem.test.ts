import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveItem } from '../../src/domain/moveItem.ts';

describe('moveItem', () => {
  it('takes an item out and puts it back at its new place', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
  });

  it('keeps places inside the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
    expect(moveItem([], 0, 1)).toEqual([]);
  });

  it('loses and adds nothing, leaves the list given as it was, and lands the item where asked', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1 }), fc.nat(), fc.nat(), (items, a, b) => {
        const from = a % items.length;
        const to = b % items.length;
        const before = [...items];
        const moved = moveItem(items, from, to);
        expect(items).toEqual(before);
        expect([...moved].sort()).toEqual([...items].sort());
        expect(moved[to]).toBe(items[from]);
      }),
    );
  });
});
