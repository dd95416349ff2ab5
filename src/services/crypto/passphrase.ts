import { pbkdf2Async } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { generateMnemonic, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';

export type PassphraseValidation = { ok: true } | { ok: false; message: string };

/** Spec doc 1 §5, word for word. */
export const PASSPHRASE_TOO_SHORT = 'Passphrase must be at least 8 characters long.';
export const PASSPHRASE_INVALID_CHARACTERS =
  'Invalid passphrase characters. Only English letters, numbers 1-10, and normal symbols are allowed.';

const MIN_LENGTH = 8;
/**
 * "English letters, digits and normal symbols": printable ASCII, space included (a mnemonic is
 * words separated by spaces). Control characters, tabs, newlines and anything non-ASCII are out,
 * which also keeps a passphrase typeable the same way on any keyboard and any device.
 */
const ALLOWED = /^[\x20-\x7E]*$/;

/** A new passphrase: 12 English BIP39 words, 128 bits of entropy (CONTRACTS.md §2). */
export function generatePassphrase(): string {
  return generateMnemonic(wordlist, 128);
}

/**
 * A BIP39 mnemonic or a custom passphrase. The text is judged exactly as typed: no trimming and
 * no normalisation, because the seed is derived from exactly these characters.
 */
export function validatePassphrase(text: string): PassphraseValidation {
  if (validateMnemonic(text, wordlist)) return { ok: true };
  // Count code points, not UTF-16 units, so the length matches what the user sees.
  if ([...text].length < MIN_LENGTH) return { ok: false, message: PASSPHRASE_TOO_SHORT };
  if (!ALLOWED.test(text)) return { ok: false, message: PASSPHRASE_INVALID_CHARACTERS };
  return { ok: true };
}

const SALT = new TextEncoder().encode('mnemonic');

/**
 * The account secret: PBKDF2-HMAC-SHA-256 over the passphrase's UTF-8 bytes, salt `mnemonic`,
 * 2048 iterations, 32 bytes (CONTRACTS.md §2). Deliberately not the BIP39 seed (that one is
 * SHA-512 and 64 bytes); existing accounts were created with this derivation.
 */
export function seedFromPassphrase(passphrase: string): Promise<Uint8Array> {
  return pbkdf2Async(sha256, new TextEncoder().encode(passphrase), SALT, { c: 2048, dkLen: 32 });
}
