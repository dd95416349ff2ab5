/** Passphrase, keys and device-name encryption of an account (CONTRACTS.md §2). */

export { fromBase64, fromBase64Url, toBase64, toBase64Url } from './base64.ts';
export { decryptDeviceName, encryptDeviceName } from './deviceName.ts';
export { type KeyPair, keysFromSeed, publicKeyString, signChallenge } from './keys.ts';
export {
  generatePassphrase,
  PASSPHRASE_INVALID_CHARACTERS,
  PASSPHRASE_TOO_SHORT,
  type PassphraseValidation,
  seedFromPassphrase,
  validatePassphrase,
} from './passphrase.ts';

/** Sent at registration and login; existing servers store and echo it. */
export const NAMESPACE = 'movie-web';
