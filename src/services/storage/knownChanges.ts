import { sameData } from './lww.ts';

/**
 * `context` with the given changes of its own keys. Undefined values (an absent field of a synced
 * payload), unknown keys and an event's own `type` are skipped: any of them would make the stored
 * data fail its schema. The same context when nothing changes, so nothing is written.
 */
export function withKnownChanges<TContext extends object>(
  context: TContext,
  changes: Partial<TContext>,
): TContext {
  const known = Object.entries(changes).filter(
    ([key, value]) =>
      key in context && value !== undefined && !sameData(value, context[key as keyof TContext]),
  );
  return known.length === 0 ? context : { ...context, ...Object.fromEntries(known) };
}
