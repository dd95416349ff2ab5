/**
 * A small JSON copy of an event or an input, for the walk records and the QA plans: what a reader
 * can type back in. Actor references, stores, functions and DOM nodes are dropped (they cannot be
 * written down), errors keep their name, message and fields (guards read errors by shape), and
 * long arrays, long strings and deep nesting are cut so that a huge payload costs little to copy.
 * With `snapshots`, a store or actor is kept as `{ "$snapshot": … }`, what it held then: machines
 * read their stores' snapshots when they start, and docs/qa explores them from that (see
 * scripts/qa/standIns.ts).
 */
const MAX_ITEMS = 5;
const MAX_FIELDS = 40;
const MAX_STRING = 200;
const MAX_DEPTH = 6;
/** Values copied at most, whatever the shape: a wide object graph costs no more than a small one. */
const MAX_VALUES = 300;

const DROPPED = Symbol('dropped');

function isLive(value: object): boolean {
  const candidate = value as { subscribe?: unknown; send?: unknown; nodeType?: unknown };
  return (
    typeof candidate.subscribe === 'function' ||
    typeof candidate.send === 'function' ||
    typeof candidate.nodeType === 'number' ||
    (typeof EventTarget !== 'undefined' && value instanceof EventTarget)
  );
}

export const SNAPSHOT = '$snapshot';

interface Budget {
  left: number;
  snapshots: boolean;
}

function copy(value: unknown, depth: number, budget: Budget): unknown {
  budget.left -= 1;
  if (budget.left < 0) return DROPPED;
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string')
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object' || depth > MAX_DEPTH) return DROPPED;
  const { getSnapshot } = value as { getSnapshot?: unknown };
  if (budget.snapshots && typeof getSnapshot === 'function') {
    const { context, value: stateValue } = getSnapshot.call(value) as Record<string, unknown>;
    return { [SNAPSHOT]: copy({ context, value: stateValue }, depth + 1, budget) };
  }
  if (isLive(value)) return DROPPED;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Map) return copy(Object.fromEntries(value), depth, budget);
  if (value instanceof Set) return copy([...value], depth, budget);
  if (Array.isArray(value) || ArrayBuffer.isView(value)) {
    const items = Array.from(value as ArrayLike<unknown>).slice(0, MAX_ITEMS);
    return items.map((item) => {
      const inner = copy(item, depth + 1, budget);
      return inner === DROPPED ? null : inner;
    });
  }
  const fields: Record<string, unknown> = {};
  // An error's name and message are not its own enumerable fields (a DOMException's are getters).
  if (
    value instanceof Error ||
    (typeof DOMException !== 'undefined' && value instanceof DOMException)
  )
    Object.assign(fields, { name: value.name, message: value.message });
  for (const [key, field] of Object.entries(value).slice(0, MAX_FIELDS)) {
    const inner = copy(field, depth + 1, budget);
    if (inner !== DROPPED && inner !== undefined) fields[key] = inner;
  }
  return fields;
}

export function jsonSafe(value: unknown, { snapshots = false } = {}): unknown {
  const result = copy(value, 0, { left: MAX_VALUES, snapshots });
  return result === DROPPED ? undefined : result;
}

/** Shorter first, then in code-point order: the same pick whatever order things are seen in. */
export const byPreference = (a: string, b: string): number =>
  a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** Of two serialised examples, the preferred one. */
export function preferredExample(a: string | undefined, b: string): string {
  return a === undefined || byPreference(b, a) < 0 ? b : a;
}

/** The `keep` preferred of some serialised examples and one more. */
export function preferredExamples(kept: readonly string[], text: string, keep: number): string[] {
  return kept.includes(text) ? [...kept] : [...kept, text].sort(byPreference).slice(0, keep);
}
