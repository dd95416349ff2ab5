import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import {
  generatePassphrase,
  seedFromPassphrase,
  validatePassphrase,
} from '../../../src/services/crypto/index.ts';

const TOO_SHORT = { ok: false, message: 'Passphrase must be at least 8 characters long.' };
const BAD_CHARACTERS = {
  ok: false,
  message:
    'Invalid passphrase characters. Only English letters, numbers 1-10, and normal symbols are allowed.',
};
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('generatePassphrase', () => {
  it('gives 12 English BIP39 words, single-spaced, that validate', () => {
    const passphrase = generatePassphrase();
    const words = passphrase.split(' ');
    expect(words).toHaveLength(12);
    for (const word of words) expect(wordlist).toContain(word);
    expect(validatePassphrase(passphrase)).toEqual({ ok: true });
  });

  it('gives a different passphrase each time', () => {
    const passphrases = new Set(Array.from({ length: 20 }, generatePassphrase));
    expect(passphrases.size).toBe(20);
  });
});

describe('validatePassphrase', () => {
  it('accepts a BIP39 mnemonic', () => {
    expect(
      validatePassphrase(
        'awkward safe differ large subway junk gallery flight left glue fault glory',
      ),
    ).toEqual({ ok: true });
  });

  it('accepts a custom passphrase of at least 8 letters, digits and ASCII symbols', () => {
    expect(validatePassphrase('abcdefgh')).toEqual({ ok: true });
    expect(validatePassphrase('Tr0ub4dor & 3!')).toEqual({ ok: true });
    expect(validatePassphrase('~`!@#$%^&*()-_=+[]{}\\|;:\'",.<>/?')).toEqual({ ok: true });
  });

  it('rejects fewer than 8 characters with the spec message', () => {
    expect(validatePassphrase('')).toEqual(TOO_SHORT);
    expect(validatePassphrase('abc1234')).toEqual(TOO_SHORT);
  });

  it('counts characters as the user sees them, not UTF-16 units', () => {
    // Four emoji are eight UTF-16 units but four characters.
    expect(validatePassphrase('😀😀😀😀')).toEqual(TOO_SHORT);
  });

  it('rejects non-English letters, emoji and control characters with the spec message', () => {
    expect(validatePassphrase('pässwörter')).toEqual(BAD_CHARACTERS);
    expect(validatePassphrase('passwort😀')).toEqual(BAD_CHARACTERS);
    expect(validatePassphrase('pass\tword')).toEqual(BAD_CHARACTERS);
    expect(validatePassphrase('password\n')).toEqual(BAD_CHARACTERS);
    expect(validatePassphrase('pass\u00a0word')).toEqual(BAD_CHARACTERS);
  });

  it('judges the text as typed, without trimming', () => {
    // Seven characters plus a space: long enough only if the space counts.
    expect(validatePassphrase('abc1234 ')).toEqual({ ok: true });
    expect(validatePassphrase(' abc1234')).toEqual({ ok: true });
  });
});

describe('seedFromPassphrase', () => {
  it('gives 32 bytes, the same for the same passphrase', async () => {
    const seed = await seedFromPassphrase('correct horse battery');
    expect(seed).toHaveLength(32);
    expect(hex(await seedFromPassphrase('correct horse battery'))).toBe(hex(seed));
  });

  it('takes the passphrase exactly as typed: spaces, case and Unicode form all count', async () => {
    const seed = hex(await seedFromPassphrase('abc12345'));
    expect(hex(await seedFromPassphrase('abc12345 '))).not.toBe(seed);
    expect(hex(await seedFromPassphrase(' abc12345'))).not.toBe(seed);
    expect(hex(await seedFromPassphrase('ABC12345'))).not.toBe(seed);
    const composed = 'caf\u00e9 au lait';
    const decomposed = 'cafe\u0301 au lait';
    expect(hex(await seedFromPassphrase(composed))).not.toBe(
      hex(await seedFromPassphrase(decomposed)),
    );
  });

  it('is PBKDF2-HMAC-SHA-256 with salt "mnemonic" and 2048 rounds, not the BIP39 seed', async () => {
    // Independent computation with Node's own PBKDF2.
    const { pbkdf2Sync } = await import('node:crypto');
    const passphrase = 'pässwörter sind schön';
    const expected = pbkdf2Sync(Buffer.from(passphrase, 'utf8'), 'mnemonic', 2048, 32, 'sha256');
    expect(hex(await seedFromPassphrase(passphrase))).toBe(expected.toString('hex'));
  });
});
