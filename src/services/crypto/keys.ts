import * as ed25519 from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';
import { toBase64Url } from './base64.ts';

// The package brings no hash of its own: its synchronous calls take SHA-512 from here.
ed25519.hashes.sha512 = sha512;

export type KeyPair = { publicKey: Uint8Array; secretKey: Uint8Array };

function assertSeed(seed: Uint8Array): void {
  if (seed.length !== 32) throw new Error(`A seed is 32 bytes, got ${seed.length}`);
}

/** Ed25519 (RFC 8032) with the 32-byte seed as the secret key. */
export function keysFromSeed(seed: Uint8Array): KeyPair {
  assertSeed(seed);
  // A copy, so a caller that wipes or reuses one array does not change the other.
  const secretKey = Uint8Array.from(seed);
  return { publicKey: ed25519.getPublicKey(secretKey), secretKey };
}

/** The public key as the backend expects it: base64url without padding. */
export function publicKeyString(seed: Uint8Array): string {
  return toBase64Url(keysFromSeed(seed).publicKey);
}

/**
 * The answer to a login or registration challenge: the Ed25519 signature of the UTF-8 bytes of
 * the code exactly as the server sent it, base64url without padding.
 */
export function signChallenge(code: string, seed: Uint8Array): string {
  assertSeed(seed);
  return toBase64Url(ed25519.sign(new TextEncoder().encode(code), seed));
}
