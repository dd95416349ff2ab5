/**
 * The scraping API's JWT (CONTRACTS.md §3, spec doc 2 §6): the server hands one out in a `token`
 * event and we send it back as `token=jwt|<jwt>` while it has not expired.
 */
export interface ScrapeTokenStore {
  get(): string | undefined;
  set(token: string): void;
}

export function memoryTokenStore(initial?: string): ScrapeTokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}

/** Where `localStorageTokenStore` keeps the JWT. */
export const SCRAPE_TOKEN_STORAGE_KEY = 'flicker:scrape-token';

/**
 * Keeps the JWT across reloads. Storage that throws (private mode, quota) behaves as empty: the
 * worst case is one more human check, never a failed scrape.
 */
export function localStorageTokenStore(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  key = SCRAPE_TOKEN_STORAGE_KEY,
): ScrapeTokenStore {
  return {
    get: () => {
      try {
        return storage.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set: (token) => {
      try {
        storage.setItem(key, token);
      } catch {
        // See above: not keeping it only costs a human check later.
      }
    },
  };
}

/** The `exp` claim of a JWT in milliseconds, read without verifying; undefined when malformed. */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a JWT may still be sent: its `exp` is in the future (a malformed one counts as expired). */
export function isJwtValid(token: string | undefined, now: number): token is string {
  const expiry = token === undefined ? undefined : jwtExpiry(token);
  return expiry !== undefined && expiry > now;
}
