import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampSeekTime,
  clampVolume,
  classifyJump,
  doubleClickZone,
  fasterRate,
  formatPlaybackTime,
  isAllowedRate,
  parseCustomSpeed,
  SPEED_PRESETS,
  slowerRate,
  volumeDown,
  volumeUp,
  wheelVolume,
} from '../../src/domain/playback.ts';

const anyNumber = fc.double({ noNaN: false });
const volume = fc.double({ min: 0, max: 1, noNaN: true });

describe('seek time (doc 2 §5)', () => {
  it('stays between 0 and the duration', () => {
    expect(clampSeekTime(-5, 600)).toBe(0);
    expect(clampSeekTime(125.5, 600)).toBe(125.5);
    expect(clampSeekTime(610, 600)).toBe(600);
  });

  it('is only kept from going below 0 while the duration is not known', () => {
    expect(clampSeekTime(90, Number.NaN)).toBe(90);
    expect(clampSeekTime(90, Number.POSITIVE_INFINITY)).toBe(90);
    expect(clampSeekTime(-3, Number.NaN)).toBe(0);
  });

  it('is always within range', () => {
    fc.assert(
      fc.property(anyNumber, fc.double({ min: 0, max: 1e6, noNaN: true }), (time, duration) => {
        const seek = clampSeekTime(time, duration);
        expect(seek).toBeGreaterThanOrEqual(0);
        expect(seek).toBeLessThanOrEqual(duration);
      }),
    );
  });
});

describe('volume (doc 2 §5, §9)', () => {
  it('steps by 0.15 with the arrow keys, without float noise', () => {
    expect(volumeDown(1)).toBe(0.85);
    expect(volumeUp(0.3)).toBe(0.45);
    expect(volumeUp(0)).toBe(0.15);
  });

  it('stops at 0 and 1', () => {
    expect(volumeUp(0.9)).toBe(1);
    expect(volumeDown(0.1)).toBe(0);
    expect(clampVolume(1.4)).toBe(1);
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(Number.NaN)).toBe(0);
  });

  it('turns by deltaY / 1000 per wheel event, louder when scrolling up', () => {
    expect(wheelVolume(0.5, -100)).toBe(0.6);
    expect(wheelVolume(0.5, 100)).toBe(0.4);
    expect(wheelVolume(0.95, -100)).toBe(1);
    expect(wheelVolume(0.05, 2000)).toBe(0);
  });

  it('always stays between 0 and 1', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (start, deltaY) => {
        for (const next of [clampVolume(start), wheelVolume(start, deltaY), volumeUp(start)]) {
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('comes back where it was after a step down and up, away from the ends', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.15, max: 0.85, noNaN: true }), (start) => {
        expect(volumeUp(volumeDown(start))).toBeCloseTo(start, 5);
      }),
    );
  });

  it('wheel turns add up the way the wheel moved', () => {
    fc.assert(
      fc.property(volume, fc.integer({ min: 0, max: 500 }), (start, delta) => {
        expect(wheelVolume(start, -delta)).toBeGreaterThanOrEqual(clampVolume(start));
        expect(wheelVolume(start, delta)).toBeLessThanOrEqual(clampVolume(start));
      }),
    );
  });
});

describe('speed steps (doc 2 §5, §9)', () => {
  it('go through the presets with > and <', () => {
    const up = [0.25];
    while (fasterRate(up.at(-1) as number) !== up.at(-1)) up.push(fasterRate(up.at(-1) as number));
    expect(up).toEqual([...SPEED_PRESETS]);
    const down = [2];
    while (slowerRate(down.at(-1) as number) !== down.at(-1))
      down.push(slowerRate(down.at(-1) as number));
    expect(down).toEqual([...SPEED_PRESETS].reverse());
  });

  it('go from a custom rate to the next preset above or below', () => {
    expect(fasterRate(1.2)).toBe(1.5);
    expect(slowerRate(1.2)).toBe(1);
    expect(fasterRate(0.1)).toBe(0.25);
    expect(slowerRate(3)).toBe(2);
  });

  it('stay put at either end', () => {
    expect(fasterRate(2)).toBe(2);
    expect(fasterRate(4)).toBe(4);
    expect(slowerRate(0.25)).toBe(0.25);
    expect(slowerRate(0.1)).toBe(0.1);
  });

  it('move to the closest preset in their direction', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 5, noNaN: true }), (rate) => {
        const faster = fasterRate(rate);
        const slower = slowerRate(rate);
        expect(faster === rate || faster > rate).toBe(true);
        expect(slower === rate || slower < rate).toBe(true);
        for (const preset of SPEED_PRESETS) {
          expect(preset > rate && preset < faster).toBe(false);
          expect(preset < rate && preset > slower).toBe(false);
        }
      }),
    );
  });
});

describe('custom speed (doc 2 §5)', () => {
  it.each([
    ['3', 3],
    ['0.1', 0.1],
    [' 5 ', 5],
    ['1,75', 1.75],
    ['.5', 0.5],
  ])('accepts %j as %d', (text, rate) =>
    expect(parseCustomSpeed(text)).toEqual({ ok: true, rate }),
  );

  it.each([
    ['', 'notANumber'],
    ['fast', 'notANumber'],
    ['2x', 'notANumber'],
    ['0x2', 'notANumber'],
    ['1e0', 'notANumber'],
    ['0', 'notPositive'],
    ['-1', 'notPositive'],
    ['5.01', 'aboveMax'],
    ['10', 'aboveMax'],
  ])('refuses %j: %s', (text, reason) =>
    expect(parseCustomSpeed(text)).toEqual({ ok: false, reason }),
  );

  it('accepts exactly the numbers above 0 and at most 5', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (rate) => {
        const parsed = parseCustomSpeed(String(rate));
        if (String(rate).includes('e')) return;
        expect(parsed.ok).toBe(rate > 0 && rate <= 5);
        if (parsed.ok) expect(parsed.rate).toBe(rate);
        expect(isAllowedRate(rate)).toBe(parsed.ok);
      }),
    );
  });

  it('lets every preset through', () => {
    expect(SPEED_PRESETS.every(isAllowedRate)).toBe(true);
  });
});

describe('skip detection (doc 2 §5)', () => {
  it('counts a jump of 15 s or more that playback does not explain as a skip', () => {
    expect(classifyJump(100, 115, 100)).toBe('skip');
    expect(classifyJump(100, 114.9, 100)).toBeNull();
    expect(classifyJump(100, 80, 100.5)).toBe('skip');
  });

  it('counts one of 30 s or more as a scrub', () => {
    expect(classifyJump(100, 129.9, 100)).toBe('skip');
    expect(classifyJump(100, 130, 100)).toBe('scrub');
    expect(classifyJump(600, 0, 600)).toBe('scrub');
  });

  it('lets a late update of smooth playback through', () => {
    expect(classifyJump(100, 120, 118)).toBeNull();
    expect(classifyJump(100, 120, 117)).toBe('skip');
  });

  it('is never anything for a jump under 15 s', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: -14.99, max: 14.99, noNaN: true }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        (from, jump, expected) => {
          expect(classifyJump(from, from + jump, expected)).toBeNull();
        },
      ),
    );
  });
});

describe('formatPlaybackTime', () => {
  it('shows minutes and seconds, and hours from an hour on', () => {
    expect(formatPlaybackTime(0)).toBe('0:00');
    expect(formatPlaybackTime(7.9)).toBe('0:07');
    expect(formatPlaybackTime(125)).toBe('2:05');
    expect(formatPlaybackTime(3_600)).toBe('1:00:00');
    expect(formatPlaybackTime(9_000)).toBe('2:30:00');
  });

  it('shows 0:00 for what is not known yet', () => {
    expect(formatPlaybackTime(Number.NaN)).toBe('0:00');
    expect(formatPlaybackTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatPlaybackTime(-4)).toBe('0:00');
  });
});

describe('doubleClickZone (doc 2 §5)', () => {
  it('splits the player in thirds: back, middle, forward', () => {
    expect(doubleClickZone(0, 900)).toBe('back');
    expect(doubleClickZone(299, 900)).toBe('back');
    expect(doubleClickZone(300, 900)).toBe('middle');
    expect(doubleClickZone(600, 900)).toBe('middle');
    expect(doubleClickZone(601, 900)).toBe('forward');
  });
});
