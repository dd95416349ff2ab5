import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { createLiveInspector } from '../../../src/services/devtools/liveInspector.ts';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

describe('live inspector', () => {
  it('knows the running actors and keeps the latest events', () => {
    const inspector = createLiveInspector({ logSize: 3 });
    const actor = createActor(toggle, { inspect: inspector.inspect }).start();
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'flip' });
    const { actors, log } = inspector.getState();
    // The root actor goes by its machine's id.
    expect(actors.map((a) => a.name)).toEqual(['toggle']);
    expect(log.map((entry) => entry.event.type)).toEqual(['flip', 'flip', 'flip']);
  });

  it('catches a late observer up on the running actors, then forwards everything', () => {
    const inspector = createLiveInspector();
    const actor = createActor(toggle, { inspect: inspector.inspect }).start();
    actor.send({ type: 'flip' });
    const seen: InspectionEvent[] = [];
    inspector.forward({ next: (event) => seen.push(event) });
    expect(seen.map((event) => event.type)).toEqual(['@xstate.actor', '@xstate.snapshot']);
    expect((seen[1] as unknown as { snapshot: { value: unknown } }).snapshot.value).toBe('on');
    actor.send({ type: 'flip' });
    expect(
      seen.some((event) => event.type === '@xstate.event' && event.event.type === 'flip'),
    ).toBe(true);
  });

  it('tells subscribers about every change', () => {
    const inspector = createLiveInspector();
    let changes = 0;
    const unsubscribe = inspector.subscribe(() => {
      changes += 1;
    });
    createActor(toggle, { inspect: inspector.inspect }).start().send({ type: 'flip' });
    const seen = changes;
    expect(seen).toBeGreaterThan(1);
    unsubscribe();
    createActor(toggle, { inspect: inspector.inspect }).start();
    expect(changes).toBe(seen);
  });
});
