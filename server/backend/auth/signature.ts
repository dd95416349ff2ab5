import { createPublicKey, verify } from 'node:crypto';

/**
 * Whether `signature` is the Ed25519 signature of the UTF-8 bytes of `message` by `publicKey`
 * (CONTRACTS.md §2; both base64url without padding). Anything malformed is simply not valid, so
 * a bad solution is a 401 and never a 500. A key must be in its one canonical spelling: otherwise
 * the same key could register twice under two spellings.
 */
export function isValidSignature(publicKey: string, message: string, signature: string): boolean {
  try {
    const raw = Buffer.from(publicKey, 'base64url');
    if (raw.length !== 32 || raw.toString('base64url') !== publicKey) return false;
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: publicKey },
      format: 'jwk',
    });
    return verify(null, Buffer.from(message, 'utf8'), key, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}
