/**
 * Last-writer-wins by change time, for data that two tabs, or the device and the account, may each
 * have changed: of two versions of one thing the later change wins. The rules are commutative,
 * associative and idempotent, so every tab ends with the same data whatever order it meets the
 * others' writes in.
 */

/** Change times by key. */
export type ChangeTimes = Readonly<Record<string, number>>;

/** Both maps' keys, each with the later of its two times. */
export function laterTimes(a: ChangeTimes, b: ChangeTimes): Record<string, number> {
  const result: Record<string, number> = { ...a };
  for (const [key, time] of Object.entries(b)) {
    const mine = result[key];
    if (mine === undefined || time > mine) result[key] = time;
  }
  return result;
}

/** JSON text with the keys of every object in order: the same data gives the same text. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

/**
 * Whether `a` is the later version of the two; equal times fall back to a fixed order of content,
 * the same in every tab whatever order its objects' keys are in.
 */
export function isLater<T>(a: { at: number; value: T }, b: { at: number; value: T }): boolean {
  if (a.at !== b.at) return a.at > b.at;
  // Mostly the same version met again (a tab's own write, echoed): nothing to order.
  return !sameData(a.value, b.value) && canonical(a.value) > canonical(b.value);
}

/**
 * The time of a user's change made at `at`, by the device's clock, to a thing whose current version
 * changed at `version` (none: a new thing): just after that version at the earliest. A device whose
 * clock is behind the one that made that version would otherwise date the change before the
 * version it replaces, and the change would lose to it, in every tab and on the account.
 */
export const changeTime = (at: number, version: number | undefined): number =>
  version === undefined ? at : Math.max(at, version + 1);

/** Whether a thing changed at `at` is still to push: the account holds nothing as recent. */
export const isUnsynced = (at: number, synced: number | undefined): boolean =>
  synced === undefined || at > synced;

/**
 * Of two stores' states, the one a logout emptied last (`epoch`); with the same epoch, `merge` of
 * both.
 */
export function byEpoch<T extends { epoch: number }>(
  local: T,
  incoming: T,
  merge: (local: T, incoming: T) => T,
): T {
  if (local.epoch !== incoming.epoch) return local.epoch > incoming.epoch ? local : incoming;
  return merge(local, incoming);
}

/** The keys of an object that JSON keeps (an undefined value is no value). */
const definedKeys = (object: object) =>
  Object.keys(object).filter((key) => (object as Record<string, unknown>)[key] !== undefined);

/** Equality of JSON data, as stored: key order and undefined values aside. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = definedKeys(a);
  return (
    keysA.length === definedKeys(b).length &&
    keysA.every((key) =>
      sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}
