import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  fromBase64,
  fromBase64Url,
  toBase64,
  toBase64Url,
} from '../../../src/services/crypto/index.ts';

describe('base64', () => {
  it('matches Node for every length remainder, both spellings', () => {
    for (let length = 0; length < 40; length++) {
      const bytes = new Uint8Array(randomBytes(length));
      const standard = Buffer.from(bytes).toString('base64');
      const urlSafe = Buffer.from(bytes).toString('base64url');
      expect(toBase64(bytes)).toBe(standard);
      expect(toBase64Url(bytes)).toBe(urlSafe);
      expect(fromBase64(standard)).toEqual(bytes);
      expect(fromBase64Url(urlSafe)).toEqual(bytes);
    }
  });

  it('handles inputs larger than one chunk', () => {
    const bytes = new Uint8Array(randomBytes(100_000));
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('refuses anything but the one canonical spelling', () => {
    expect(() => fromBase64('AAE')).toThrow(); // padding missing
    expect(() => fromBase64('AA-_')).toThrow(); // url-safe alphabet
    expect(() => fromBase64('AAF=')).toThrow(); // stray bits after the last byte
    expect(() => fromBase64(' AAE=')).toThrow();
    expect(() => fromBase64Url('AAE=')).toThrow(); // padding
    expect(() => fromBase64Url('AA+/')).toThrow(); // standard alphabet
    expect(() => fromBase64Url('A')).toThrow(); // impossible length
    expect(() => fromBase64Url('AAF')).toThrow();
  });
});
