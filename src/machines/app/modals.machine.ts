import { and, assign, not, setup } from 'xstate';
import type { ModalsState } from '../../contracts/stored.ts';
import type { ModalsStore } from '../../services/storage/index.ts';
import { followStore } from '../followStore.ts';

type ModalsEvent =
  /** `once`: a one-time modal that stays closed for good after `modal.dismissForGood`. */
  | { type: 'modal.open'; id: string; once?: boolean }
  | { type: 'modal.close'; id: string }
  /** Escape: `typing` is true when focus is in a text input, where Escape belongs to the input. */
  | { type: 'modal.escape'; typing: boolean }
  | { type: 'modal.dismissForGood'; id: string }
  /** The store of dismissals changed (here, or in another tab). */
  | { type: 'modals.stored'; dismissed: string[] };

/**
 * The modal stack (spec doc 1 §4, doc 3 §2): opening pushes (or raises) a modal, closing removes
 * it, Escape closes the top one unless the user is typing; one-time modals remember dismissal,
 * in every tab.
 */
export const modalsMachine = setup({
  types: {
    input: {} as { store: ModalsStore },
    context: {} as { store: ModalsStore; stack: string[]; dismissed: string[] },
    events: {} as ModalsEvent,
  },
  actors: {
    followStore: followStore(
      ({ dismissed }: ModalsState): ModalsEvent => ({ type: 'modals.stored', dismissed }),
    ),
  },
  guards: {
    dismissedForGood: ({ context, event }) =>
      event.type === 'modal.open' && event.once === true && context.dismissed.includes(event.id),
    typing: ({ event }) => event.type === 'modal.escape' && event.typing,
    isOpen: ({ context, event }) => 'id' in event && context.stack.includes(event.id),
    /** The event removes the last modal on the stack. */
    emptiesStack: ({ context, event }) =>
      'id' in event
        ? context.stack.length === 1 && context.stack[0] === event.id
        : context.stack.length === 1,
  },
  actions: {
    push: assign({
      stack: ({ context, event }) =>
        event.type === 'modal.open'
          ? [...context.stack.filter((id) => id !== event.id), event.id]
          : context.stack,
    }),
    remove: assign({
      stack: ({ context, event }) =>
        'id' in event ? context.stack.filter((id) => id !== event.id) : context.stack,
    }),
    popTop: assign({ stack: ({ context }) => context.stack.slice(0, -1) }),
    rememberDismissal: assign({
      dismissed: ({ context, event }) =>
        event.type === 'modal.dismissForGood' && !context.dismissed.includes(event.id)
          ? [...context.dismissed, event.id]
          : context.dismissed,
    }),
    persistDismissal: ({ context, event }) => {
      if (event.type === 'modal.dismissForGood') context.store.trigger.dismissed({ id: event.id });
    },
  },
}).createMachine({
  id: 'modals',
  initial: 'closed',
  invoke: { id: 'followStore', src: 'followStore', input: ({ context }) => context.store },
  on: {
    'modals.stored': { actions: assign({ dismissed: ({ event }) => event.dismissed }) },
  },
  context: ({ input }) => ({
    store: input.store,
    stack: [],
    dismissed: input.store.getSnapshot().context.dismissed,
  }),
  states: {
    closed: {
      on: {
        'modal.open': { guard: not('dismissedForGood'), target: 'open', actions: 'push' },
      },
    },
    open: {
      on: {
        'modal.open': { guard: not('dismissedForGood'), actions: 'push' },
        'modal.close': [
          { guard: 'emptiesStack', target: 'closed', actions: 'remove' },
          { guard: 'isOpen', actions: 'remove' },
        ],
        'modal.escape': [
          { guard: and([not('typing'), 'emptiesStack']), target: 'closed', actions: 'popTop' },
          { guard: not('typing'), actions: 'popTop' },
        ],
        'modal.dismissForGood': [
          {
            guard: 'emptiesStack',
            target: 'closed',
            actions: ['remove', 'rememberDismissal', 'persistDismissal'],
          },
          { guard: 'isOpen', actions: ['remove', 'rememberDismissal', 'persistDismissal'] },
        ],
      },
    },
  },
});
