import { gcm } from '@noble/ciphers/aes.js';
import { randomBytes } from '@noble/ciphers/utils.js';
import { fromBase64, toBase64 } from './base64.ts';

const IV_BYTES = 16;
const TAG_BYTES = 16;
const DECRYPT_FAILED = 'Could not decrypt the device name';

/*
 * AES-256-GCM in pure JavaScript rather than WebCrypto: `crypto.subtle` exists only in secure
 * contexts, and the embedded server is often opened over plain http on a LAN address, where
 * accounts must still work. `getRandomValues` (used for the IV) is available everywhere.
 * Async anyway, so callers are unaffected if this ever moves to WebCrypto.
 */

function assertKey(seed: Uint8Array): void {
  if (seed.length !== 32) throw new Error(`A seed is 32 bytes, got ${seed.length}`);
}

/**
 * The device name as stored on the server (opaque to it): a random 16-byte IV and a 128-bit tag,
 * written `base64(iv).base64(ciphertext).base64(tag)`, standard base64 with padding.
 */
export async function encryptDeviceName(name: string, seed: Uint8Array): Promise<string> {
  assertKey(seed);
  const iv = randomBytes(IV_BYTES);
  // noble returns ciphertext followed by the tag; the stored format keeps them apart.
  const sealed = gcm(seed, iv).encrypt(new TextEncoder().encode(name));
  const ciphertext = sealed.subarray(0, sealed.length - TAG_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  return `${toBase64(iv)}.${toBase64(ciphertext)}.${toBase64(tag)}`;
}

/** Rejects with one clear error for anything that is not a device name sealed with this seed. */
export async function decryptDeviceName(text: string, seed: Uint8Array): Promise<string> {
  assertKey(seed);
  try {
    const parts = text.split('.');
    if (parts.length !== 3) throw new Error('Expected three dot-separated parts');
    const [iv, ciphertext, tag] = parts.map(fromBase64) as [Uint8Array, Uint8Array, Uint8Array];
    if (iv.length !== IV_BYTES) throw new Error(`Expected a ${IV_BYTES}-byte IV`);
    if (tag.length !== TAG_BYTES) throw new Error(`Expected a ${TAG_BYTES}-byte tag`);
    const sealed = new Uint8Array(ciphertext.length + TAG_BYTES);
    sealed.set(ciphertext);
    sealed.set(tag, ciphertext.length);
    const plain = gcm(seed, iv).decrypt(sealed);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch (cause) {
    throw new Error(DECRYPT_FAILED, { cause });
  }
}
