import { describe, expect, it } from 'vitest';
import { extraSearchPhrase, greetingFor } from '../../src/domain/greeting.ts';

const at = (month: number, day: number, hour: number, minute = 30) =>
  new Date(2026, month - 1, day, hour, minute);

describe('home greeting (doc 3 §2, doc 1 §9)', () => {
  it.each([
    [at(3, 2, 0), 'night'],
    [at(3, 2, 4, 59), 'night'],
    [at(3, 2, 5, 0), 'morning'],
    [at(3, 2, 11, 59), 'morning'],
    [at(3, 2, 12, 0), 'day'],
    [at(3, 2, 18, 59), 'day'],
    [at(3, 2, 19, 0), 'night'],
    [at(3, 2, 23), 'night'],
  ])('%s is %s by the hour', (date, greeting) => expect(greetingFor(date)).toBe(greeting));

  it.each([
    [at(4, 20, 9), '420'],
    [at(6, 9, 15), 'june9'],
    [at(10, 31, 21), 'halloween'],
    [at(9, 6, 2), '69'],
  ])('%s has its special greeting %s all day', (date, greeting) =>
    expect(greetingFor(date)).toBe(greeting),
  );

  it.each([
    at(4, 19, 9),
    at(4, 21, 9),
    at(6, 8, 9),
    at(6, 10, 9),
    at(10, 30, 9),
    at(11, 1, 9),
    at(9, 5, 9),
    at(9, 7, 9),
  ])('%s, a day off a special date, has the usual greeting', (date) =>
    expect(greetingFor(date)).toBe('morning'),
  );
});

describe('extra phrase for the empty search (doc 3 §2)', () => {
  const draws = (...values: number[]) => {
    const queue = [...values];
    return () => queue.shift() ?? Number.NaN;
  };

  it('appears when the first draw falls in the 35 % chance', () => {
    expect(extraSearchPhrase(4, draws(0, 0))).toBe(0);
    expect(extraSearchPhrase(4, draws(0.3499, 0.99))).toBe(3);
    expect(extraSearchPhrase(4, draws(0.2, 0.5))).toBe(2);
  });

  it('does not appear the other 65 % of the time', () => {
    expect(extraSearchPhrase(4, draws(0.35))).toBeNull();
    expect(extraSearchPhrase(4, draws(0.99))).toBeNull();
  });

  it('appears in about 35 % of visits, each phrase about as often', () => {
    // A seeded Park–Miller generator, so the count is the same on every run.
    let seed = 42;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return (seed - 1) / 2_147_483_646;
    };
    const counts = [0, 0, 0];
    let none = 0;
    for (let visit = 0; visit < 30_000; visit++) {
      const phrase = extraSearchPhrase(3, random);
      if (phrase === null) none++;
      else counts[phrase] = (counts[phrase] ?? 0) + 1;
    }
    expect(none / 30_000).toBeCloseTo(0.65, 2);
    for (const count of counts) expect(count / 30_000).toBeCloseTo(0.35 / 3, 2);
  });

  it('has nothing to show without phrases', () => {
    expect(extraSearchPhrase(0, draws(0, 0))).toBeNull();
  });
});
