import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { followStore } from '../../src/machines/followStore.ts';

/**
 * Following a persisted store (DESIGN.md §8): a machine hears of every change of the store while it
 * runs, and stops listening when it stops — a page left, or a modal closed, leaves no listener
 * behind on an app-wide store.
 */
type Listener = (snapshot: { context: { n: number } }) => void;

function watchedStore() {
  const listeners = new Set<Listener>();
  return {
    listeners,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    change(n: number) {
      for (const listener of listeners) listener({ context: { n } });
    },
  };
}
type WatchedStore = ReturnType<typeof watchedStore>;

const follower = setup({
  types: {
    input: {} as WatchedStore,
    context: {} as { store: WatchedStore; n: number },
    events: {} as { type: 'changed'; n: number },
  },
  actors: { follow: followStore((context: { n: number }) => ({ type: 'changed', n: context.n })) },
}).createMachine({
  context: ({ input }) => ({ store: input, n: 0 }),
  invoke: { src: 'follow', input: ({ context }) => context.store },
  on: { changed: { actions: assign({ n: ({ event }) => event.n }) } },
});

describe('following a persisted store', () => {
  it('hears each change while running, and leaves no listener once stopped', () => {
    const store = watchedStore();
    const actor = createActor(follower, { input: store }).start();
    store.change(3);
    expect(actor.getSnapshot().context.n).toBe(3);
    expect(store.listeners.size).toBe(1);
    actor.stop();
    expect(store.listeners.size).toBe(0);
  });
});
