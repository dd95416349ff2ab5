import { type GroupOrderState, groupOrderStateSchema } from '../../../contracts/stored.ts';
import { definePersistedStore } from '../persistedStore.ts';

/** `names` with `from` renamed to `to`, once only when `to` was already there (a merge). */
export function renameGroup(names: readonly string[], from: string, to: string): string[] {
  return [...new Set(names.map((name) => (name === from ? to : name)))];
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, index) => name === b[index]);

/**
 * The order of the bookmark groups (spec doc 1 §3, doc 3 §4). Apart from the bookmarks: the sync
 * pushes it whole and only when `changed` (doc 1 §4), not through a queue, and reordering groups
 * then rewrites this short list rather than every bookmark.
 */
export const groupOrderStore = definePersistedStore({
  key: '__MW::groupOrder',
  versions: [
    {
      version: 0,
      schema: groupOrderStateSchema,
      create: (): GroupOrderState => ({ order: [], changed: false }),
    },
  ],
  on: {
    /** The user saved an order. */
    set: (context, { order }: { order: string[] }) => {
      const unique = [...new Set(order)];
      return sameOrder(context.order, unique) ? undefined : { order: unique, changed: true };
    },
    /** Sent with the bookmarks' event of the same name, so the order follows the groups. */
    groupRenamed: (context, { from, to }: { from: string; to: string }) =>
      from === to || !context.order.includes(from)
        ? undefined
        : { order: renameGroup(context.order, from, to), changed: true },
    groupDeleted: (context, { name }: { name: string }) =>
      context.order.includes(name)
        ? { order: context.order.filter((other) => other !== name), changed: true }
        : undefined,
    /** The account's order, fetched or imported: nothing to push. */
    replaced: (_, { order }: { order: string[] }) => ({ order, changed: false }),
    /**
     * The sync pushed `order`. Still changed if the user reordered while it was being pushed: the
     * newer order has not reached the backend.
     */
    pushed: (context, { order }: { order: string[] }) =>
      context.changed && sameOrder(context.order, order)
        ? { ...context, changed: false }
        : undefined,
    /** Logout (spec doc 1 §4). */
    cleared: () => ({ order: [], changed: false }),
  },
});
