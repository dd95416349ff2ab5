import { jwtVerify, SignJWT } from 'jose';

/**
 * Session tokens (CONTRACTS.md §1): HS256 JWTs whose only claim is the session id. The session row
 * decides validity (expiry, deletion), so tokens carry no expiry of their own.
 */
export interface Tokens {
  sign(sessionId: string): Promise<string>;
  /** The session id of a well-formed token signed with our secret, else null. */
  verify(token: string): Promise<string | null>;
}

export function createTokens(secret: string): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (sessionId) =>
      new SignJWT({ sid: sessionId }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return typeof payload.sid === 'string' ? payload.sid : null;
      } catch {
        return null;
      }
    },
  };
}
