import { assign, emit, setup } from 'xstate';

interface ListDragContext {
  /** The row picked up. */
  from: number;
  /** Where it would land now. */
  over: number;
}

export type ListDragEvent =
  /** A row's handle is pressed. */
  | { type: 'drag.press'; index: number }
  /** The pointer moved too far before the drag began: a scroll or a swipe, not a drag. */
  | { type: 'drag.slip' }
  /** The pointer is over the row at `over`. */
  | { type: 'drag.move'; over: number }
  | { type: 'drag.release' }
  /** The browser took the pointer (a scroll), or Escape was pressed: the row goes back. */
  | { type: 'drag.cancel' };

/** Sent to the view (`actor.on('drag.dropped', …)`): move row `from` to `to`. */
export type ListDragEmitted = { type: 'drag.dropped'; from: number; to: number };

/**
 * Dragging a row of an ordered list to another place (spec doc 2 §9, doc 3 §2, §9): a press
 * becomes a drag only once held 75 ms, so a tap or a scroll moves nothing; while dragging, the row
 * follows the pointer over the others; released elsewhere, it is dropped there.
 */
export const listDragMachine = setup({
  types: {
    context: {} as ListDragContext,
    events: {} as ListDragEvent,
    emitted: {} as ListDragEmitted,
  },
  guards: {
    moved: ({ context }) => context.over !== context.from,
  },
  actions: {
    pick: assign(({ event }) => {
      const index = event.type === 'drag.press' ? event.index : 0;
      return { from: index, over: index };
    }),
    follow: assign({
      over: ({ context, event }) => (event.type === 'drag.move' ? event.over : context.over),
    }),
    drop: emit(({ context }) => ({
      type: 'drag.dropped' as const,
      from: context.from,
      to: context.over,
    })),
  },
  delays: {
    /** Held this long, a press picks the row up. */
    dragActivation: 75,
  },
}).createMachine({
  id: 'listDrag',
  context: { from: 0, over: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'drag.press': { target: 'pressing', actions: 'pick' } },
    },
    pressing: {
      after: { dragActivation: 'dragging' },
      on: { 'drag.slip': 'idle', 'drag.release': 'idle', 'drag.cancel': 'idle' },
    },
    dragging: {
      on: {
        'drag.move': { actions: 'follow' },
        'drag.release': [{ guard: 'moved', target: 'idle', actions: 'drop' }, { target: 'idle' }],
        'drag.cancel': 'idle',
      },
    },
  },
});
