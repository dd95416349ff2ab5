import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../src/domain/relativeTime.ts';

const now = new Date('2026-03-15T12:00:00Z');
const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe('relative times in notifications (doc 3 §9)', () => {
  it.each([
    [0, 'now', 0],
    [59 * second, 'now', 0],
    [minute, 'minute', 1],
    [59 * minute + 59 * second, 'minute', 59],
    [hour, 'hour', 1],
    [23 * hour + 59 * minute, 'hour', 23],
    [day, 'day', 1],
    [6 * day + 23 * hour, 'day', 6],
    [7 * day, 'week', 1],
    [29 * day + 23 * hour, 'week', 4],
    [30 * day, 'month', 1],
    [59 * day, 'month', 1],
    [364 * day, 'month', 12],
    [365 * day, 'year', 1],
    [3 * 365 * day, 'year', 3],
  ])('%d ms ago is %s × %d', (elapsed, unit, count) =>
    expect(ago(elapsed)).toEqual({ unit, count }),
  );

  it('calls a time slightly ahead of the clock just now', () => {
    expect(ago(-5 * minute)).toEqual({ unit: 'now', count: 0 });
  });

  it('gives nothing for an unreadable date', () => {
    expect(relativeTime(new Date('not a date'), now)).toBeNull();
  });
});
