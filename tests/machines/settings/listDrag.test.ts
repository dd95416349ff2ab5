import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { listDragMachine } from '../../../src/machines/settings/listDrag.machine.ts';
import { transitionTests } from '../../support/model.ts';

/** What the machine told the list to do. */
function dropSystem() {
  return { system: { drops: [] as Array<{ from: number; to: number }>, listening: false } };
}

const walks = transitionTests({
  machine: listDragMachine,
  system: dropSystem,
  events: (snapshot) => [
    { type: 'drag.press' as const, index: 1 },
    { type: 'drag.slip' as const },
    // Over the row it came from, or another.
    { type: 'drag.move' as const, over: snapshot.context.from === 1 ? 2 : 1 },
    { type: 'drag.move' as const, over: snapshot.context.from },
    { type: 'drag.release' as const },
    { type: 'drag.cancel' as const },
  ],
  invariant: (system, actor) => {
    if (!system.listening) {
      actor.on('drag.dropped', ({ from, to }) => system.drops.push({ from, to }));
      system.listening = true;
    }
    // Only a row released elsewhere than it came from is moved.
    for (const drop of system.drops) expect(drop).toEqual({ from: 1, to: 2 });
  },
});

describe('listDrag machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(listDragMachine, { clock }).start();
  const drops: Array<{ from: number; to: number }> = [];
  actor.on('drag.dropped', (event) => drops.push({ from: event.from, to: event.to }));
  return { actor, clock, drops };
}

describe('listDrag: a press picks a row up after 75 ms (doc 2 §9, doc 3 §9)', () => {
  it('drags once held 75 ms, and drops where released', () => {
    const { actor, clock, drops } = start();
    actor.send({ type: 'drag.press', index: 0 });
    clock.increment(74);
    expect(actor.getSnapshot().value).toBe('pressing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('dragging');
    actor.send({ type: 'drag.move', over: 3 });
    actor.send({ type: 'drag.move', over: 2 });
    expect(actor.getSnapshot().context).toEqual({ from: 0, over: 2 });
    actor.send({ type: 'drag.release' });
    expect(drops).toEqual([{ from: 0, to: 2 }]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('moves nothing on a tap, a scroll that starts on the handle, or Escape', () => {
    const { actor, clock, drops } = start();
    actor.send({ type: 'drag.press', index: 0 });
    clock.increment(50);
    actor.send({ type: 'drag.release' });
    actor.send({ type: 'drag.press', index: 0 });
    actor.send({ type: 'drag.slip' });
    clock.increment(75);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'drag.press', index: 0 });
    clock.increment(75);
    actor.send({ type: 'drag.move', over: 2 });
    actor.send({ type: 'drag.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(drops).toEqual([]);
  });
});
