/**
 * A copy of an event or a context that survives `JSON.stringify` and `postMessage`, small enough to
 * keep hundreds of: actor references, functions, promises and DOM nodes are dropped, long arrays
 * and strings are cut, deep or cyclic parts end in a marker. Dates become ISO strings, errors their
 * name and message, maps and sets plain objects and arrays.
 */

export const JSON_SAFE_LIMITS = {
  /** Items kept of an array (or a set, or a map's entries); a marker says how many were cut. */
  items: 50,
  /** Keys kept of an object. */
  keys: 100,
  /** Characters kept of a string. */
  chars: 1_000,
  /** Levels below the top one. */
  depth: 8,
  /** Objects and arrays copied in all: a large object graph (a player's) costs the same. */
  objects: 2_000,
};

export type JsonValue =
  | null
  | boolean
  | number
  | string
  | JsonValue[]
  | { [key: string]: JsonValue };

/** What an absent value copies to: left out of objects, `null` in arrays. */
const DROPPED = Symbol('dropped');

const isActorRef = (value: object) =>
  'sessionId' in value && typeof (value as { send?: unknown }).send === 'function';

function isDomOrWindow(value: object): boolean {
  return (
    (typeof Node !== 'undefined' && value instanceof Node) ||
    (typeof Event !== 'undefined' && value instanceof Event) ||
    (typeof Window !== 'undefined' && value instanceof Window)
  );
}

function cut(items: unknown[], copy: (item: unknown) => JsonValue | typeof DROPPED): JsonValue[] {
  const kept = items.slice(0, JSON_SAFE_LIMITS.items).map((item) => {
    const copied = copy(item);
    return copied === DROPPED ? null : copied;
  });
  if (items.length > kept.length) kept.push(`… ${items.length - kept.length} more`);
  return kept;
}

export function toJsonSafe(value: unknown): JsonValue {
  const ancestors = new Set<object>();
  let objects = 0;

  const copy = (input: unknown, depth: number): JsonValue | typeof DROPPED => {
    switch (typeof input) {
      case 'string':
        return input.length > JSON_SAFE_LIMITS.chars
          ? `${input.slice(0, JSON_SAFE_LIMITS.chars)}…`
          : input;
      case 'number':
        return Number.isFinite(input) ? input : String(input);
      case 'boolean':
        return input;
      case 'bigint':
        return String(input);
      case 'undefined':
      case 'function':
      case 'symbol':
        return DROPPED;
    }
    if (input === null) return null;
    const object = input as object;
    if (isActorRef(object) || isDomOrWindow(object) || object instanceof Promise) return DROPPED;
    if (object instanceof Date) return Number.isNaN(object.getTime()) ? null : object.toISOString();
    if (object instanceof Error) return { name: object.name, message: object.message };
    if (ancestors.has(object)) return '[circular]';
    if (depth > JSON_SAFE_LIMITS.depth || objects === JSON_SAFE_LIMITS.objects) return '[…]';
    objects += 1;
    ancestors.add(object);
    try {
      const child = (item: unknown) => copy(item, depth + 1);
      if (Array.isArray(object)) return cut(object, child);
      if (ArrayBuffer.isView(object)) return `[${object.byteLength} bytes]`;
      if (object instanceof Set) return cut([...object], child);
      if (object instanceof Map) return fromEntries([...object.entries()], child);
      return fromEntries(Object.entries(object), child);
    } catch {
      // A getter that throws: the object is shown as such rather than failing the whole copy.
      return '[unreadable]';
    } finally {
      ancestors.delete(object);
    }
  };

  const copied = copy(value, 0);
  return copied === DROPPED ? null : copied;
}

function fromEntries(
  entries: Array<[unknown, unknown]>,
  copy: (item: unknown) => JsonValue | typeof DROPPED,
): JsonValue {
  const out: Record<string, JsonValue> = {};
  let kept = 0;
  for (const [key, item] of entries) {
    if (kept === JSON_SAFE_LIMITS.keys) {
      out['…'] = `${entries.length - kept} more keys`;
      break;
    }
    const copied = copy(item);
    if (copied === DROPPED) continue;
    out[String(key)] = copied;
    kept += 1;
  }
  return out;
}
