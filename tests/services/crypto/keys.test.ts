import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidSignature } from '../../../server/backend/auth/signature.ts';
import {
  keysFromSeed,
  NAMESPACE,
  publicKeyString,
  seedFromPassphrase,
  signChallenge,
} from '../../../src/services/crypto/index.ts';

// CONTRACTS.md §2 test vector: existing accounts must keep logging in with the same keys.
const PASSPHRASE = 'awkward safe differ large subway junk gallery flight left glue fault glory';
const SEED_HEX = '1eb78db5b60b38b53a92e8e24af48d4d84bf00d64c39814c1b26acb5af47322a';
const PUBLIC_KEY = '9icC8Nazxbe-I7xnJgSBc5sWSIkRChBlSOWULWtnxkA';
const HELLO_SIGNATURE =
  'uxDKSukqd5shwBT6aMoHRUO52Mu_fDTsOo3sAkpWI6mSNpkTMOr0hVsvgxGTRqu_DADm6pipfEA9oUYBBPQ5DQ';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('the CONTRACTS §2 test vector', () => {
  it('derives the seed, the public key and the signature of "hello"', async () => {
    const seed = await seedFromPassphrase(PASSPHRASE);
    expect(hex(seed)).toBe(SEED_HEX);
    expect(publicKeyString(seed)).toBe(PUBLIC_KEY);
    expect(signChallenge('hello', seed)).toBe(HELLO_SIGNATURE);
  });

  it('uses the seed itself as the Ed25519 secret key', async () => {
    const seed = await seedFromPassphrase(PASSPHRASE);
    const { publicKey, secretKey } = keysFromSeed(seed);
    expect(hex(secretKey)).toBe(SEED_HEX);
    expect(publicKey).toHaveLength(32);
    expect(Buffer.from(publicKey).toString('base64url')).toBe(PUBLIC_KEY);
  });
});

describe('keys', () => {
  it('travel as base64url without padding: 32-byte key, 64-byte signature', () => {
    const seed = new Uint8Array(randomBytes(32));
    const key = publicKeyString(seed);
    const signature = signChallenge('some challenge', seed);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(Buffer.from(signature, 'base64url')).toHaveLength(64);
  });

  it('refuse a seed that is not 32 bytes', () => {
    expect(() => keysFromSeed(new Uint8Array(31))).toThrow('32 bytes');
    expect(() => signChallenge('x', new Uint8Array(64))).toThrow('32 bytes');
  });

  it('hand out a secret key the caller can wipe without touching the seed', () => {
    const seed = new Uint8Array(32).fill(7);
    keysFromSeed(seed).secretKey.fill(0);
    expect(seed.every((byte) => byte === 7)).toBe(true);
  });

  it('name the namespace existing servers expect', () => {
    expect(NAMESPACE).toBe('movie-web');
  });
});

describe('the server accepts what this module signs', () => {
  it('verifies a signature of a challenge code as the server issues it', () => {
    const seed = new Uint8Array(randomBytes(32));
    const code = randomBytes(32).toString('base64url');
    expect(isValidSignature(publicKeyString(seed), code, signChallenge(code, seed))).toBe(true);
  });

  it('verifies the UTF-8 bytes of a code exactly as received, non-ASCII and spaces included', () => {
    const seed = new Uint8Array(randomBytes(32));
    const code = ' défi ✓ 🎬 ';
    const signature = signChallenge(code, seed);
    expect(isValidSignature(publicKeyString(seed), code, signature)).toBe(true);
    expect(isValidSignature(publicKeyString(seed), code.trim(), signature)).toBe(false);
  });

  it('rejects a signature for another code or by another key', async () => {
    const seed = await seedFromPassphrase(PASSPHRASE);
    const other = new Uint8Array(randomBytes(32));
    expect(isValidSignature(PUBLIC_KEY, 'hello', HELLO_SIGNATURE)).toBe(true);
    expect(isValidSignature(PUBLIC_KEY, 'hello!', HELLO_SIGNATURE)).toBe(false);
    expect(isValidSignature(publicKeyString(other), 'hello', signChallenge('hello', seed))).toBe(
      false,
    );
  });
});
