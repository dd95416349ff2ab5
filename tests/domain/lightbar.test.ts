import { describe, expect, it } from 'vitest';
import { EVERYDAY_LIGHTBAR_THEMES, lightbarTheme } from '../../src/domain/lightbar.ts';

const on = (month: number, day: number, hour = 12) => new Date(2026, month - 1, day, hour);
const everyday = EVERYDAY_LIGHTBAR_THEMES.map((theme) => theme.id);

describe('lightbar theme (spec doc 3 §2)', () => {
  it.each([on(12, 24, 0), on(12, 25), on(12, 26, 23)])('is Christmas on %s', (date) => {
    expect(lightbarTheme(date, () => 0.5).id).toBe('christmas');
  });

  it('has its own themes on 20 April and 9 June, whatever the dice say', () => {
    for (const roll of [0, 0.5, 0.99]) {
      expect(lightbarTheme(on(4, 20), () => roll).id).toBe('april20');
      expect(lightbarTheme(on(6, 9), () => roll).id).toBe('birthday');
    }
  });

  it.each([on(12, 23, 23), on(12, 27, 0), on(4, 19), on(4, 21), on(6, 8), on(6, 10), on(1, 1)])(
    'is an everyday theme on %s',
    (date) => expect(everyday).toContain(lightbarTheme(date, () => 0.3).id),
  );

  it('picks every everyday theme for some roll of the dice, and nothing else', () => {
    const picked = new Set(
      Array.from({ length: 100 }, (_, step) => lightbarTheme(on(3, 3), () => step / 100).id),
    );
    expect([...picked].sort()).toEqual([...everyday].sort());
    expect(everyday).toHaveLength(new Set(everyday).size);
  });
});
