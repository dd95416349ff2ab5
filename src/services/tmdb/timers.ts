/** The clock and timers the services use; tests pass their own or use Vitest's fake timers. */
export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

/** The real clock, looked up at each call so fake timers installed later still apply. */
export const systemTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as TimerHandle),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as TimerHandle),
};

export interface Deadline {
  /** Aborts when the caller's signal does or when the time is up. */
  signal: AbortSignal;
  /** Whether the time ran out (as opposed to the caller aborting). */
  readonly expired: boolean;
  /** Stops the timer and the listener; call once the request settled. */
  release(): void;
}

/**
 * A signal for one request that aborts after `ms` or with the caller's signal, whichever comes
 * first. Built on the injected timers (not `AbortSignal.timeout`) so tests can move time.
 */
export function startDeadline(ms: number, timers: Timers, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const abortWithCaller = () => controller.abort(callerSignal?.reason);
  const timer = timers.setTimeout(() => {
    expired = true;
    controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError'));
  }, ms);
  if (callerSignal?.aborted) abortWithCaller();
  else callerSignal?.addEventListener('abort', abortWithCaller, { once: true });
  return {
    signal: controller.signal,
    get expired() {
      return expired;
    },
    release() {
      timers.clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortWithCaller);
    },
  };
}
