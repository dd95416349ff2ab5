/**
 * What the status of a failed request says, apart from the client that made it: the app's first
 * screen acts on it, and the client loads only with an account.
 */

/** Whether an error carries one of these HTTP statuses (by shape, so plain error objects count). */
export function hasStatus(error: unknown, statuses: readonly number[]): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && statuses.includes(status);
}

/** 400, 401 or 403 from `/users/@me` mean the local session is dead: log out (spec doc 1 §7). */
export const SESSION_REJECTED_STATUSES = [400, 401, 403] as const;
