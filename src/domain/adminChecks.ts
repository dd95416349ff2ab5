import { proxyUrlProblem } from './proxyUrl.ts';

/**
 * The tests of the admin diagnostics page (spec doc 3 §2, §4, §5, §8): what each one checks, and
 * the rules a configured value must pass before it is asked at all.
 */
export type AdminCheck =
  /** `GET {backend}/meta`. */
  | { kind: 'backend'; url: string }
  /** A worker (PROXY_URLS) or an M3U8 proxy: the echo service asked through it. */
  | { kind: 'proxy'; url: string; testUrl: string }
  /** The film database, with its read-access token. */
  | { kind: 'tmdb'; apiUrl: string; key: string };

/** Why a test failed, one message each (spec doc 3 §5, §8; the proxy ones of doc 1 §8). */
export type AdminProblem =
  | 'backendNotSet'
  | 'backendFailed'
  | 'tmdbKeyNotSet'
  | 'tmdbKeyNotReadOnly'
  | 'tmdbFailed'
  | 'trailingSlash'
  | 'notProxy'
  | 'proxyFailed';

/** What a test found when it passed: a backend's own description of itself, else nothing more. */
export type AdminCheckResult =
  | { kind: 'backend'; name: string; version: string; description?: string | undefined }
  | { kind: 'proxy' }
  | { kind: 'tmdb' };

/** What a failed call of each test says, whatever went wrong (no answer, an error, a time-out). */
const CALL_FAILURES: Record<AdminCheck['kind'], AdminProblem> = {
  backend: 'backendFailed',
  proxy: 'proxyFailed',
  tmdb: 'tmdbFailed',
};

export function callFailure(check: AdminCheck): AdminProblem {
  return CALL_FAILURES[check.kind];
}

/** TMDB itself, where a read-access token is required; the local catalogue takes none. */
const TMDB_HOSTS = new Set(['api.themoviedb.org', 'api.tmdb.org']);

function isTmdbItself(apiUrl: string): boolean {
  return URL.canParse(apiUrl) && TMDB_HOSTS.has(new URL(apiUrl).hostname);
}

/**
 * Why a test cannot be run as configured, or null: no backend; TMDB without a key, or with a key
 * that is no read-access token (a JWT: fewer than 3 dot-separated parts); a proxy URL with a
 * slash at the end.
 */
export function checkProblem(check: AdminCheck): AdminProblem | null {
  switch (check.kind) {
    case 'backend':
      return check.url.trim() === '' ? 'backendNotSet' : null;
    case 'tmdb': {
      const key = check.key.trim();
      if (key === '') return isTmdbItself(check.apiUrl) ? 'tmdbKeyNotSet' : null;
      return key.split('.').length < 3 ? 'tmdbKeyNotReadOnly' : null;
    }
    case 'proxy':
      return proxyUrlProblem(check.url) === 'trailingSlash' ? 'trailingSlash' : null;
  }
}
