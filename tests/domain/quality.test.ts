import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  automaticQuality,
  chooseQuality,
  isQuality,
  QUALITIES,
  type Quality,
  qualityFromHeight,
  qualityMenu,
  qualityRank,
} from '../../src/domain/quality.ts';

const anyQuality = fc.constantFrom(...QUALITIES);
const someQualities = fc.uniqueArray(anyQuality, { minLength: 1 });

describe('quality from video height (doc 2 §5)', () => {
  it.each([
    [2160, '4k'],
    [1800, '4k'],
    [1799, '1080'],
    [1080, '1080'],
    [800, '1080'],
    [799, '720'],
    [720, '720'],
    [600, '720'],
    [599, '480'],
    [480, '480'],
    [420, '480'],
    [419, '360'],
    [360, '360'],
    [144, '360'],
  ] as const)('%i px is %s', (height, quality) => expect(qualityFromHeight(height)).toBe(quality));

  it('is unknown when the stream does not say', () => {
    expect(qualityFromHeight(0)).toBe('unknown');
    expect(qualityFromHeight(Number.NaN)).toBe('unknown');
  });

  it('never drops as the height grows', () => {
    const resolution = (quality: Quality) => QUALITIES.length - QUALITIES.indexOf(quality);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (h, d) => {
        expect(resolution(qualityFromHeight(h + d))).toBeGreaterThanOrEqual(
          resolution(qualityFromHeight(h)),
        );
      }),
    );
  });
});

describe('quality ranking (doc 2 §5)', () => {
  it('ranks 1080 above 4k, and unknown last', () => {
    expect(QUALITIES.map(qualityRank)).toEqual([35, 40, 30, 20, 10, 0]);
  });

  it('recognises the qualities a file stream may list, and nothing else', () => {
    expect(QUALITIES.every(isQuality)).toBe(true);
    expect(isQuality('2160')).toBe(false);
    expect(isQuality(1080)).toBe(false);
  });
});

describe('choosing a quality (doc 2 §5)', () => {
  it('takes the wanted one when it is available', () => {
    expect(chooseQuality('720', ['1080', '720', '480'])).toBe('720');
  });

  it('falls back to the nearest lower ranked one', () => {
    expect(chooseQuality('1080', ['4k', '480', '360'])).toBe('4k');
    expect(chooseQuality('720', ['1080', '480', '360'])).toBe('480');
    // 4k ranks below 1080, so 1080 is not "lower" than 4k.
    expect(chooseQuality('4k', ['1080', '720'])).toBe('720');
  });

  it('then to the nearest higher one', () => {
    expect(chooseQuality('360', ['1080', '720'])).toBe('720');
    expect(chooseQuality('unknown', ['4k', '1080'])).toBe('4k');
    expect(chooseQuality('4k', ['1080'])).toBe('1080');
  });

  it('has nothing to choose without qualities', () => {
    expect(chooseQuality('1080', [])).toBeUndefined();
  });

  it('always picks an available one, the wanted one whenever it can', () => {
    fc.assert(
      fc.property(anyQuality, someQualities, (wanted, available) => {
        const chosen = chooseQuality(wanted, available) as Quality;
        expect(available).toContain(chosen);
        if (available.includes(wanted)) expect(chosen).toBe(wanted);
      }),
    );
  });

  it('never picks a higher one while a lower one is available, and picks the closest', () => {
    fc.assert(
      fc.property(anyQuality, someQualities, (wanted, available) => {
        const chosen = chooseQuality(wanted, available) as Quality;
        const lower = available.filter((q) => qualityRank(q) <= qualityRank(wanted));
        if (lower.length > 0) {
          expect(qualityRank(chosen)).toBe(Math.max(...lower.map(qualityRank)));
        } else {
          expect(qualityRank(chosen)).toBe(Math.min(...available.map(qualityRank)));
        }
      }),
    );
  });
});

describe('automatic quality (doc 2 §3, §5)', () => {
  it('is the best ranked available one', () => {
    expect(automaticQuality(['480', '1080', '720'])).toBe('1080');
    expect(automaticQuality(['4k', '1080'])).toBe('1080');
    expect(automaticQuality(['4k', '720'])).toBe('4k');
    expect(automaticQuality(['unknown'])).toBe('unknown');
    expect(automaticQuality([])).toBeUndefined();
  });

  it('is what asking for the best quality gives', () => {
    fc.assert(
      fc.property(someQualities, (available) => {
        expect(automaticQuality(available)).toBe(chooseQuality('1080', available));
      }),
    );
  });
});

describe('the quality menu (doc 2 §5)', () => {
  it('lists every quality, highest resolution first, unavailable ones disabled', () => {
    expect(qualityMenu(['1080', '720'], '720')).toEqual([
      { quality: '4k', available: false, selected: false },
      { quality: '1080', available: true, selected: false },
      { quality: '720', available: true, selected: true },
      { quality: '480', available: false, selected: false },
      { quality: '360', available: false, selected: false },
      { quality: 'unknown', available: false, selected: false },
    ]);
  });

  it('always lists the same six, flagging exactly the available ones', () => {
    fc.assert(
      fc.property(fc.uniqueArray(anyQuality), fc.option(anyQuality), (available, current) => {
        const menu = qualityMenu(available, current);
        expect(menu.map((item) => item.quality)).toEqual([...QUALITIES]);
        expect(
          menu
            .filter((item) => item.available)
            .map((item) => item.quality)
            .sort(),
        ).toEqual([...available].sort());
        expect(menu.filter((item) => item.selected).length).toBe(current === null ? 0 : 1);
      }),
    );
  });
});
