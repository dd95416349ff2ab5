import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The optional human check of the scraping API (CONTRACTS.md §3, `token=`), with a trivial local
 * question standing in for a real CAPTCHA:
 *
 * 1. `GET  {base}/human-check` → `{ question: "What is 3 + 4?", challenge }`;
 * 2. `POST {base}/human-check` `{ challenge, answer: 7 }` → `{ token }` (403 for a wrong answer);
 * 3. the first scrape with `token=<that token>` begins with a `token` event: a JWT, valid one hour,
 *    which later scrapes send as `token=jwt|<jwt>`.
 *
 * Everything is a signed, expiring HS256 JWT whose `purpose` says which step it is, so no step's
 * token passes for another's and the server keeps no state (any instance checks any token).
 */
export type Purpose = 'challenge' | 'human' | 'scrape';

/** Seconds each kind of token lives. */
export const LIFETIMES: Record<Purpose, number> = { challenge: 300, human: 300, scrape: 3600 };

interface Claims {
  purpose: Purpose;
  iat: number;
  exp: number;
  /** The challenge's terms. */
  terms?: [number, number];
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface HumanCheckOptions {
  /** Any long secret; a key of its own is derived from it. */
  secret: string;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
}

export type Admission = { admitted: true; issue?: string } | { admitted: false };

export function createHumanCheck({ secret, now = Date.now }: HumanCheckOptions) {
  // Its own key: a token of the backend's never passes here, nor one of ours there.
  const key = createHmac('sha256', secret).update('flicker scraper human check').digest();
  const mac = (content: string) => createHmac('sha256', key).update(content).digest('base64url');
  const seconds = () => Math.floor(now() / 1000);

  function sign(purpose: Purpose, extra: Partial<Claims> = {}): string {
    const iat = seconds();
    const claims: Claims = { purpose, iat, exp: iat + LIFETIMES[purpose], ...extra };
    const content = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${content}.${mac(content)}`;
  }

  function verify(token: unknown, purpose: Purpose): Claims | undefined {
    if (typeof token !== 'string' || token.length > 2000) return undefined;
    const [header, payload, signature, ...rest] = token.split('.');
    if (header === undefined || payload === undefined || signature === undefined || rest.length) {
      return undefined;
    }
    const expected = Buffer.from(mac(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    // Only ever signed with this header: another one (alg "none" …) is forged.
    if (header !== HEADER) return undefined;
    const claims = decode(payload);
    if (!claims || claims.purpose !== purpose || claims.exp <= seconds()) return undefined;
    return claims;
  }

  return {
    /** A question and the signed challenge to send back with its answer. */
    challenge() {
      const terms: [number, number] = [randomInt(1, 10), randomInt(1, 10)];
      return {
        question: `What is ${terms[0]} + ${terms[1]}?`,
        challenge: sign('challenge', { terms }),
      };
    },
    /** The human-check token for a right answer to a live challenge, else undefined. */
    answer(challenge: unknown, answer: unknown): string | undefined {
      const terms = verify(challenge, 'challenge')?.terms;
      if (!terms || Number(answer) !== terms[0] + terms[1]) return undefined;
      return sign('human');
    },
    /**
     * Whether a scrape with this `token=` may run: a live `jwt|…` token, or a human-check token,
     * which earns a JWT to `issue` in a `token` event.
     */
    admit(token: unknown): Admission {
      if (typeof token === 'string' && token.startsWith('jwt|')) {
        return verify(token.slice(4), 'scrape') ? { admitted: true } : { admitted: false };
      }
      return verify(token, 'human')
        ? { admitted: true, issue: sign('scrape') }
        : { admitted: false };
    },
  };
}
export type HumanCheck = ReturnType<typeof createHumanCheck>;

function decode(payload: string): Claims | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const { purpose, exp } = claims as Partial<Claims>;
    return typeof purpose === 'string' && typeof exp === 'number' ? (claims as Claims) : undefined;
  } catch {
    return undefined;
  }
}
