import {
  type AdminCheck,
  type AdminCheckResult,
  type AdminProblem,
  callFailure,
  checkProblem,
} from '../../domain/adminChecks.ts';
import { createBackendClient } from '../backend/client.ts';
import { testProxy } from '../setup/proxyTest.ts';

/** A diagnostics test that failed, and why (what the page says). */
export class AdminCheckFailure extends Error {
  constructor(readonly problem: AdminProblem) {
    super(`The test failed: ${problem}`);
    this.name = 'AdminCheckFailure';
  }
}

/** Why a test that rejected failed: its own reason, or its call's failure message. */
export function problemOf(check: AdminCheck, error: unknown): AdminProblem {
  return error instanceof AdminCheckFailure ? error.problem : callFailure(check);
}

/**
 * The film database answers its genre list (a small answer TMDB and the local catalogue share):
 * JSON with a list of genres, not a web page at that address. Only its shape is looked at, so the
 * admin page does not carry the catalogue's schemas.
 */
async function callTmdb(apiUrl: string, key: string, signal?: AbortSignal): Promise<void> {
  const url = `${apiUrl.replace(/\/+$/, '')}/genre/movie/list`;
  const token = key.trim();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const response = await fetch(url, { headers, signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray((body as { genres?: unknown } | null)?.genres)) {
    throw new Error(`${url} answered no genre list`);
  }
}

/**
 * Runs one test of the admin page (spec doc 3 §2, §7): the configured value's rules first, then
 * the call — the backend's `/meta`, the echo service through the proxy, TMDB with the key.
 * Rejects with an AdminCheckFailure for a rule or an answer that is not the expected one, and
 * with the call's own error otherwise (see `problemOf`).
 */
export async function runAdminCheck(
  check: AdminCheck,
  signal?: AbortSignal,
): Promise<AdminCheckResult> {
  const problem = checkProblem(check);
  if (problem) throw new AdminCheckFailure(problem);
  switch (check.kind) {
    case 'backend': {
      const { name, version, description } = await createBackendClient({
        baseUrl: check.url.trim(),
      }).meta(signal);
      return { kind: 'backend', name, version, description };
    }
    case 'proxy': {
      const answer = await testProxy(check.url, check.testUrl, signal);
      if (answer === 'website') throw new AdminCheckFailure('notProxy');
      return { kind: 'proxy' };
    }
    case 'tmdb':
      await callTmdb(check.apiUrl, check.key, signal);
      return { kind: 'tmdb' };
  }
}
