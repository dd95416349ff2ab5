import { describe, expect, it } from 'vitest';
import { greetingFor } from '../../src/domain/greeting.ts';

const at = (month: number, day: number, hour: number) => new Date(2026, month - 1, day, hour, 30);

describe('home greeting (doc 3 §2, doc 1 §9)', () => {
  it.each([
    [at(3, 2, 0), 'night'],
    [at(3, 2, 4), 'night'],
    [at(3, 2, 5), 'morning'],
    [at(3, 2, 11), 'morning'],
    [at(3, 2, 12), 'day'],
    [at(3, 2, 18), 'day'],
    [at(3, 2, 19), 'night'],
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
});
