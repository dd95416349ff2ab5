import { describe, expect, it } from 'vitest';
import { activeCues } from '../../src/domain/captions.ts';

const cues = [
  { start: 1, end: 3, text: 'one' },
  { start: 2.5, end: 4, text: 'two' },
  { start: 6, end: 8, text: 'three' },
];
const texts = (time: number, delay?: number) => activeCues(cues, time, delay).map((c) => c.text);

describe('the cues showing (doc 2 §5)', () => {
  it('shows a cue from its start until its end, overlapping ones together', () => {
    expect(texts(0.99)).toEqual([]);
    expect(texts(1)).toEqual(['one']);
    expect(texts(2.7)).toEqual(['one', 'two']);
    expect(texts(3)).toEqual(['two']);
    expect(texts(4)).toEqual([]);
  });

  it('shows them later with a positive delay, earlier with a negative one', () => {
    expect(texts(6.2, 0.5)).toEqual([]);
    expect(texts(5.5, 2)).toEqual(['two']);
    expect(texts(5.5, -0.5)).toEqual(['three']);
  });
});
