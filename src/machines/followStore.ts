import { type AnyEventObject, fromCallback } from 'xstate';

/** A persisted store as far as following it goes. */
interface Followed<TContext> {
  subscribe(listener: (snapshot: { context: TContext }) => void): { unsubscribe(): void };
}

/**
 * An actor that tells its parent each time a persisted store changes — by this tab or another
 * (DESIGN.md §8) — with the event `toEvent` makes of its data: what a machine copied into its
 * context at start stays current.
 */
export const followStore = <TContext, TEvent extends AnyEventObject>(
  toEvent: (context: TContext) => TEvent,
) =>
  fromCallback<TEvent, Followed<TContext>>(({ input: store, sendBack }) => {
    const subscription = store.subscribe(({ context }) => sendBack(toEvent(context)));
    return () => subscription.unsubscribe();
  });
