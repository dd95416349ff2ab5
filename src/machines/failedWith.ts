import { hasStatus } from '../services/backend/status.ts';

/** The error of an invoked actor's error event (undefined for any other event). */
export const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;

/** A guard: the request the machine invoked failed with one of these HTTP statuses. */
export const failedWith =
  (statuses: readonly number[]) =>
  ({ event }: { event: unknown }): boolean =>
    hasStatus(errorOf(event), statuses);
