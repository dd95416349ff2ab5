import { describe, expect, it } from 'vitest';
import { clampStyling } from '../../src/domain/captionStyle.ts';

describe('caption styling as stored (doc 2 §5)', () => {
  it('keeps every value in its range', () => {
    expect(
      clampStyling({ backgroundOpacity: 1.5, backgroundBlur: -1, size: 40, verticalPosition: 120 }),
    ).toEqual({ backgroundOpacity: 1, backgroundBlur: 0, size: 10, verticalPosition: 100 });
    expect(clampStyling({ size: 0 })).toEqual({ size: 0.01 });
  });

  it('stores colours in lower case, and ignores what is not a number or a colour', () => {
    expect(clampStyling({ color: '#E2E535' })).toEqual({ color: '#e2e535' });
    expect(clampStyling({ color: 'red', size: Number.NaN, backgroundOpacity: Infinity })).toEqual(
      {},
    );
  });

  it('passes bold and the font style through', () => {
    expect(clampStyling({ bold: true, fontStyle: 'dropShadow' })).toEqual({
      bold: true,
      fontStyle: 'dropShadow',
    });
  });
});
