import { describe, expect, it } from 'vitest';
import { isTheme, THEMES, themeFor } from '../../src/domain/theme.ts';

/** Noon local time, so the date is the same in every time zone the tests run in. */
const on = (month: number, day: number) => new Date(2026, month - 1, day, 12);

describe('themes (doc 1 §9)', () => {
  it('has the 21 themes of the spec', () => {
    // The list as spec doc 1 §9 words it, copied on purpose rather than imported: the code's own
    // list cannot show a theme missing from it or misspelled in it; the spec's can.
    const SPEC_THEMES =
      'blue, default, gray, red, teal, classic, green, mocha, pink, noir, ember, acid, spark, grape, spiderman, forest, wolverine, popsicle, hulk, autumn, skyrealm';
    expect([...THEMES].sort()).toEqual(SPEC_THEMES.split(', ').sort());
    expect(isTheme('hulk')).toBe(true);
    expect(isTheme('Hulk')).toBe(false);
  });

  it('shows green on 20 April and autumn on 31 October when none is picked, else the default', () => {
    expect(themeFor(null, on(4, 20))).toBe('green');
    expect(themeFor(null, on(10, 31))).toBe('autumn');
    expect(themeFor(null, on(4, 21))).toBe('default');
    expect(themeFor(null, on(10, 30))).toBe('default');
    expect(themeFor(null, on(11, 1))).toBe('default');
    // The day, not the day of another month.
    expect(themeFor(null, on(3, 20))).toBe('default');
  });

  it('goes by the viewer’s own calendar day, from its first minute to its last', () => {
    expect(themeFor(null, new Date(2026, 3, 20, 0, 0))).toBe('green');
    expect(themeFor(null, new Date(2026, 3, 20, 23, 59))).toBe('green');
    expect(themeFor(null, new Date(2026, 3, 19, 23, 59))).toBe('default');
  });

  it('keeps a picked theme whatever the day', () => {
    expect(themeFor('teal', on(4, 20))).toBe('teal');
    expect(themeFor('default', on(10, 31))).toBe('default');
    expect(themeFor('red', on(1, 1))).toBe('red');
  });

  it('takes a theme it does not know (from a newer client) for none', () => {
    expect(themeFor('neon', on(1, 1))).toBe('default');
    expect(themeFor('neon', on(10, 31))).toBe('autumn');
  });
});
