import { SNAPSHOT } from '../statecharts/jsonSafe.ts';

/**
 * An input as recorded (scripts/statecharts/jsonSafe.ts) made usable again: each store or actor
 * kept as `{ "$snapshot": … }` becomes a stand-in that shows that snapshot and ignores what it is
 * sent. Enough to start a machine and explore it: xstate/graph runs no side effects, so the stores
 * are only read.
 */
function standIn(snapshot: unknown): object {
  const ignore = () => {};
  return {
    getSnapshot: () => snapshot,
    get: () => snapshot,
    send: ignore,
    subscribe: () => ({ unsubscribe: ignore }),
    trigger: new Proxy({}, { get: () => ignore }),
  };
}

export function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value === null || typeof value !== 'object') return value;
  if (SNAPSHOT in value) return standIn((value as Record<string, unknown>)[SNAPSHOT]);
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, revive(field)]));
}
