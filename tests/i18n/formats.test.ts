import { describe, expect, it } from 'vitest';
import { numberFormat } from '../../src/i18n/formats.ts';

describe('numberFormat', () => {
  it('formats as the language and the options say', () => {
    expect(numberFormat('en', { style: 'percent' }).format(0.42)).toBe('42%');
    expect(numberFormat('de', { style: 'percent' }).format(0.42)).toBe('42\u00a0%');
    expect(numberFormat('en').format(1234.5)).toBe('1,234.5');
    expect(numberFormat('de').format(1234.5)).toBe('1.234,5');
  });

  it('creates one formatter per language and options, however often it is asked', () => {
    expect(numberFormat('fr', { style: 'percent' })).toBe(numberFormat('fr', { style: 'percent' }));
    expect(numberFormat('fr')).not.toBe(numberFormat('fr', { style: 'percent' }));
    expect(numberFormat('fr')).not.toBe(numberFormat('it'));
  });
});
