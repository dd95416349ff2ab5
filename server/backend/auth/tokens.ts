import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Session tokens (CONTRACTS.md §1): HS256 JWTs whose only claim is the session id. The session row
 * decides validity (expiry, deletion), so tokens carry no expiry of their own.
 *
 * Signed and checked with node:crypto directly: verification runs on every authenticated request,
 * and a synchronous HMAC costs a fraction of a WebCrypto round trip.
 */
export interface Tokens {
  sign(sessionId: string): string;
  /** The session id of a well-formed token signed with our secret, else null. */
  verify(token: string): string | null;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isHs256Header(part: string): boolean {
  const header = decodeJson(part);
  return typeof header === 'object' && header !== null && 'alg' in header && header.alg === 'HS256';
}

export function createTokens(secret: string): Tokens {
  const mac = (content: string) =>
    createHmac('sha256', secret).update(content).digest().toString('base64url');
  return {
    sign: (sessionId) => {
      const content = `${HEADER}.${Buffer.from(JSON.stringify({ sid: sessionId })).toString('base64url')}`;
      return `${content}.${mac(content)}`;
    },
    verify: (token) => {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [header, payload, signature] = parts as [string, string, string];
      // Compared as text: decoding would accept stray characters around a valid signature.
      const expected = Buffer.from(mac(`${header}.${payload}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // Only after the signature: the header we signed names HS256, so anything else is forged.
      if (!isHs256Header(header)) return null;
      const claims = decodeJson(payload);
      return typeof claims === 'object' &&
        claims !== null &&
        'sid' in claims &&
        typeof claims.sid === 'string'
        ? claims.sid
        : null;
    },
  };
}
