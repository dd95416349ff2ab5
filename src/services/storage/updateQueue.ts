/** A change waiting for the sync to push it, numbered by its store's local counter (spec doc 1 §3). */
interface QueuedUpdate {
  id: number;
  tmdbId: string;
}

/** A store's changes not pushed yet, and the last number it gave one. */
export interface WithUpdateQueue {
  updateQueue: readonly QueuedUpdate[];
  lastUpdateId: number;
}

type UpdateOf<TContext extends WithUpdateQueue> = TContext['updateQueue'][number];

/**
 * Queues the update `create` makes with the next number, dropping the queued ones it supersedes:
 * only the latest change of a thing needs pushing. It goes last with a new number, not in the
 * place of the one it replaces, so a sync that is pushing the old one and then dequeues it by its
 * number cannot take the new one with it.
 */
export function enqueue<TContext extends WithUpdateQueue>(
  context: TContext,
  create: (id: number) => UpdateOf<TContext>,
  supersedes: (queued: UpdateOf<TContext>) => boolean,
): TContext {
  const id = context.lastUpdateId + 1;
  return {
    ...context,
    updateQueue: [...context.updateQueue.filter((queued) => !supersedes(queued)), create(id)],
    lastUpdateId: id,
  };
}

/** Removes the updates the sync has pushed (or given up on); undefined when none is queued. */
export function dequeue<TContext extends WithUpdateQueue>(
  context: TContext,
  ids: readonly number[],
): TContext | undefined {
  const done = new Set(ids);
  const updateQueue = context.updateQueue.filter(({ id }) => !done.has(id));
  return updateQueue.length === context.updateQueue.length
    ? undefined
    : { ...context, updateQueue };
}

/**
 * Empties the store for a logout (spec doc 1 §4) but keeps counting from the last number: a sync
 * still pushing the old queue would otherwise dequeue new changes that reuse its numbers.
 */
export function emptied<TContext extends WithUpdateQueue>(
  context: TContext,
  empty: TContext,
): TContext {
  return { ...empty, lastUpdateId: context.lastUpdateId };
}
