import { describe, expect, it } from 'vitest';
import {
  byEpoch,
  changeTime,
  isLater,
  laterTimes,
  sameData,
} from '../../../src/services/storage/lww.ts';

describe('changeTime', () => {
  it("dates a change by the device's clock, or just after the version it replaces", () => {
    expect(changeTime(5, undefined)).toBe(5);
    expect(changeTime(5, 3)).toBe(5);
    // A clock behind the one that made the version: the change still comes after it.
    expect(changeTime(5, 5)).toBe(6);
    expect(changeTime(5, 9)).toBe(10);
  });
});

describe('isLater', () => {
  it('prefers the later change', () => {
    expect(isLater({ at: 2, value: { a: 1 } }, { at: 1, value: { a: 2 } })).toBe(true);
    expect(isLater({ at: 1, value: { a: 2 } }, { at: 2, value: { a: 1 } })).toBe(false);
  });

  // Bug: ties were broken on JSON text in the objects' own key order, which a storage round trip
  // changes: each tab could prefer its own version.
  it('breaks a tie on the content alone, whatever the order of its keys', () => {
    const built: object = { type: 'movie', title: 'A', group: ['Sci-fi'], year: 2000 };
    const parsed: object = { type: 'movie', title: 'A', year: 2000, group: ['Sci-fi'] };
    const other: object = { type: 'movie', title: 'A', poster: '/a.jpg', year: 2000 };
    for (const mine of [built, parsed]) {
      const later = isLater({ at: 5, value: mine }, { at: 5, value: other });
      expect(isLater({ at: 5, value: other }, { at: 5, value: mine })).toBe(!later);
      expect(later).toBe(isLater({ at: 5, value: built }, { at: 5, value: other }));
    }
    expect(isLater({ at: 5, value: built }, { at: 5, value: parsed })).toBe(false);
    expect(isLater({ at: 5, value: parsed }, { at: 5, value: built })).toBe(false);
  });
});

describe('laterTimes', () => {
  it('has both maps’ keys, each with the later time', () => {
    expect(laterTimes({ a: 1, b: 5 }, { b: 3, c: 2 })).toEqual({ a: 1, b: 5, c: 2 });
  });
});

describe('byEpoch', () => {
  const never = () => {
    throw new Error('merged across a logout');
  };
  it('takes the state of the later logout whole, and merges states of one epoch', () => {
    expect(byEpoch({ epoch: 1, n: 1 }, { epoch: 2, n: 2 }, never)).toEqual({ epoch: 2, n: 2 });
    expect(byEpoch({ epoch: 2, n: 1 }, { epoch: 1, n: 2 }, never)).toEqual({ epoch: 2, n: 1 });
    const merged = byEpoch({ epoch: 1, n: 1 }, { epoch: 1, n: 2 }, (a, b) => ({
      epoch: a.epoch,
      n: a.n + b.n,
    }));
    expect(merged).toEqual({ epoch: 1, n: 3 });
  });
});

describe('sameData', () => {
  it('compares as stored: key order and undefined values aside', () => {
    expect(sameData({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameData({ a: null }, { a: undefined })).toBe(false);
  });
});
