import type { Timers } from './timers.ts';

export interface ResponseCache {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  /** How many entries are held (expired ones count until the next cleaning). */
  readonly size: number;
  /** Stops the periodic cleaning. */
  dispose(): void;
}

/**
 * Validated answers kept `ttlMs` by key (spec doc 1 §7, §9). An expired entry is never served; the
 * cleaning every `cleanEveryMs` only frees its memory.
 */
export function createResponseCache(
  timers: Timers,
  { ttlMs, cleanEveryMs }: { ttlMs: number; cleanEveryMs: number },
): ResponseCache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const isFresh = (entry: { expiresAt: number }) => entry.expiresAt > timers.now();
  const cleaning = timers.setInterval(() => {
    for (const [key, entry] of entries) if (!isFresh(entry)) entries.delete(key);
  }, cleanEveryMs);
  return {
    get(key) {
      const entry = entries.get(key);
      return entry && isFresh(entry) ? entry.value : undefined;
    },
    set(key, value) {
      entries.set(key, { value, expiresAt: timers.now() + ttlMs });
    },
    get size() {
      return entries.size;
    },
    dispose() {
      timers.clearInterval(cleaning);
    },
  };
}
