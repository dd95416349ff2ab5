/**
 * `context` with the given changes of its own keys. Undefined values (an absent field of a synced
 * payload), unknown keys and an event's own `type` are skipped: any of them would make the stored
 * data fail its schema.
 */
export function withKnownChanges<TContext extends object>(
  context: TContext,
  changes: Partial<TContext>,
): TContext {
  return {
    ...context,
    ...Object.fromEntries(
      Object.entries(changes).filter(([key, value]) => key in context && value !== undefined),
    ),
  };
}
