import { afterEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock } from 'xstate';
import { listDragMachine } from '../../../src/machines/settings/listDrag.machine.ts';

/**
 * The rules of dragging a row to another place (spec doc 2 §9, doc 3 §2, §9), stated against the
 * real machine on a simulated clock: what the list reads is the row dragged and where it would
 * land (while dragging), and the `drag.dropped` it is told to apply.
 */
let actor: Actor<typeof listDragMachine> | undefined;
afterEach(() => actor?.stop());

function open() {
  const clock = new SimulatedClock();
  actor = createActor(listDragMachine, { clock }).start();
  const running = actor;
  const dropped: Array<{ from: number; to: number }> = [];
  running.on('drag.dropped', ({ from, to }) => dropped.push({ from, to }));
  return {
    dropped,
    /** Moves the clock on 5 ms at a time, so timers set on the way fire in turn. */
    hold: (ms: number) => {
      for (let step = 0; step < ms; step += 5) clock.increment(5);
    },
    press: (index: number) => running.send({ type: 'drag.press', index }),
    over: (index: number) => running.send({ type: 'drag.move', over: index }),
    release: () => running.send({ type: 'drag.release' }),
    cancel: () => running.send({ type: 'drag.cancel' }),
    slip: () => running.send({ type: 'drag.slip' }),
    /** What the list shows, as useListDrag reads it: the row dragged and where it would land. */
    dragging: () => {
      const snapshot = running.getSnapshot();
      return snapshot.matches('dragging') ? { ...snapshot.context } : null;
    },
  };
}

describe('listDrag: a press becomes a drag only once held 75 ms', () => {
  it('held 70 ms nothing is dragged; at 75 ms the row is picked up', () => {
    const list = open();
    list.press(2);
    list.hold(70);
    expect(list.dragging()).toBeNull();
    list.hold(5);
    expect(list.dragging()).toEqual({ from: 2, over: 2 });
  });

  it('a tap (released before 75 ms) moves nothing, and nothing is dragged after', () => {
    const list = open();
    list.press(1);
    list.hold(40);
    list.release();
    list.hold(200);
    expect(list.dragging()).toBeNull();
    expect(list.dropped).toEqual([]);
  });

  it.each([
    ['a scroll or swipe (the pointer slipped)', 'slip'],
    ['the browser took the pointer, or Escape', 'cancel'],
  ] as const)('%s before 75 ms moves nothing', (_, how) => {
    const list = open();
    list.press(1);
    list.hold(40);
    list[how]();
    list.hold(200);
    list.over(3);
    list.release();
    expect(list.dragging()).toBeNull();
    expect(list.dropped).toEqual([]);
  });

  it('the pointer moving over rows before the drag began does not move the row', () => {
    const list = open();
    list.press(0);
    list.over(3);
    list.hold(75);
    expect(list.dragging()).toEqual({ from: 0, over: 0 });
  });
});

describe('listDrag: the dragged row follows the pointer and lands where released', () => {
  it('follows the pointer over the others, and is dropped where released', () => {
    const list = open();
    list.press(1);
    list.hold(75);
    list.over(2);
    expect(list.dragging()).toEqual({ from: 1, over: 2 });
    list.over(4);
    expect(list.dragging()).toEqual({ from: 1, over: 4 });
    list.release();
    expect(list.dragging()).toBeNull();
    expect(list.dropped).toEqual([{ from: 1, to: 4 }]);
  });

  it('released where it was picked up, nothing moves', () => {
    const list = open();
    list.press(3);
    list.hold(75);
    list.over(1);
    list.over(3);
    list.release();
    expect(list.dragging()).toBeNull();
    expect(list.dropped).toEqual([]);
  });

  it('a cancelled drag puts the row back: nothing moves', () => {
    const list = open();
    list.press(0);
    list.hold(75);
    list.over(2);
    list.cancel();
    expect(list.dragging()).toBeNull();
    list.release();
    expect(list.dropped).toEqual([]);
  });

  it('each drag starts from its own row', () => {
    const list = open();
    list.press(4);
    list.hold(75);
    list.over(0);
    list.release();
    list.press(2);
    list.hold(75);
    expect(list.dragging()).toEqual({ from: 2, over: 2 });
    list.over(1);
    list.release();
    expect(list.dropped).toEqual([
      { from: 4, to: 0 },
      { from: 2, to: 1 },
    ]);
  });

  it('a second press while dragging picks up nothing else', () => {
    const list = open();
    list.press(1);
    list.hold(75);
    list.over(3);
    list.press(0);
    expect(list.dragging()).toEqual({ from: 1, over: 3 });
  });
});
