/**
 * How a failed sync request is handled (DESIGN.md §8): a transient failure (network, time-out, 408,
 * 429, 5xx, an answer that is not JSON) is tried again later; 401 and 403 mean the session is gone;
 * any other 4xx is a permanent rejection of that change, which is dropped and logged.
 */
export type SyncFailure = 'transient' | 'sessionGone' | 'permanent';

export function classifyFailure(error: unknown): SyncFailure {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return 'transient';
  if (status === 401 || status === 403) return 'sessionGone';
  if (status === 408 || status === 429 || status >= 500) return 'transient';
  return 'permanent';
}

/** What the backend said of a failure (its error body's message), when it said something. */
export function reasonOf(error: unknown): string | null {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : null;
}
