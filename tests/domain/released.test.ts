import { describe, expect, it } from 'vitest';
import { isReleased } from '../../src/domain/released.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('isReleased (doc 3 §2)', () => {
  it('goes by the release date, the day itself included', () => {
    expect(isReleased({ releaseDate: '2026-11-21' }, now)).toBe(true);
    expect(isReleased({ releaseDate: '2026-11-22' }, now)).toBe(false);
  });

  it('goes by the year when a stored title has no date', () => {
    expect(isReleased({ year: 2026 }, now)).toBe(true);
    expect(isReleased({ year: 2027 }, now)).toBe(false);
  });

  it('prefers the date over the year, and calls a title with neither unreleased', () => {
    expect(isReleased({ releaseDate: '2026-12-01', year: 2026 }, now)).toBe(false);
    expect(isReleased({}, now)).toBe(false);
    expect(isReleased({ releaseDate: 'soon' }, now)).toBe(false);
  });
});
