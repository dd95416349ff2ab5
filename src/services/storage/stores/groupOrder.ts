import { type GroupOrderState, groupOrderStateSchema } from '../../../contracts/stored.ts';
import { byEpoch, changeTime, isLater } from '../lww.ts';
import { definePersistedStore } from '../persistedStore.ts';

/** `names` with `from` renamed to `to`, once only when `to` was already there (a merge). */
export function renameGroup(names: readonly string[], from: string, to: string): string[] {
  return [...new Set(names.map((name) => (name === from ? to : name)))];
}

export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, index) => name === b[index]);

const empty = (epoch = 0): GroupOrderState => ({ epoch, order: [], changedAt: 0, syncedAt: 0 });

/**
 * The order as the user changed it at `at`, dated after the order it replaces (see `changeTime`);
 * undefined when it is the same.
 */
const reordered = (context: GroupOrderState, order: string[], at: number) =>
  sameOrder(context.order, order)
    ? undefined
    : { ...context, order, changedAt: changeTime(at, context.changedAt) };

/** Two tabs' orders as one: the later change, and the later of what each knew synced. */
export function mergeOrders(local: GroupOrderState, incoming: GroupOrderState): GroupOrderState {
  return byEpoch(local, incoming, (a, b) => {
    const later = isLater({ at: a.changedAt, value: a.order }, { at: b.changedAt, value: b.order })
      ? a
      : b;
    return { ...later, syncedAt: Math.max(a.syncedAt, b.syncedAt) };
  });
}

/**
 * The order of the bookmark groups (spec doc 1 §3, doc 3 §4). Apart from the bookmarks: the sync
 * pushes it whole when it changed after the account's (doc 1 §4), and reordering groups then
 * rewrites this short list rather than every bookmark. `at` is the time of the change, dated no
 * earlier than just after the order it replaces (`changeTime`), whatever the device's clock says.
 */
export const groupOrderStore = definePersistedStore({
  key: '__MW::groupOrder',
  versions: [
    {
      version: 0,
      // Version 0 said whether the order changed since its last push, not when.
      migrate: ({ order, changed }: { order: string[]; changed: boolean }): GroupOrderState => ({
        epoch: 0,
        order,
        changedAt: changed ? Date.now() : 0,
        syncedAt: 0,
      }),
    },
    { version: 1, schema: groupOrderStateSchema, create: () => empty() },
  ],
  merge: mergeOrders,
  on: {
    /** The user saved an order. */
    set: (context, { order, at }: { order: string[]; at: number }) =>
      reordered(context, [...new Set(order)], at),
    /** Sent with the bookmarks' event of the same name, so the order follows the groups. */
    groupRenamed: (context, { from, to, at }: { from: string; to: string; at: number }) =>
      context.order.includes(from)
        ? reordered(context, renameGroup(context.order, from, to), at)
        : undefined,
    groupDeleted: (context, { name, at }: { name: string; at: number }) =>
      reordered(
        context,
        context.order.filter((other) => other !== name),
        at,
      ),
    /** Logout (spec doc 1 §4). */
    cleared: (context) => empty(context.epoch + 1),
  },
});
