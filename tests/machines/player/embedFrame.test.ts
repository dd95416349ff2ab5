import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  EMBED_LOAD_TIMEOUT_MS,
  embedFrameMachine,
} from '../../../src/machines/player/embedFrame.machine.ts';
import { transitionTests } from '../../support/model.ts';

describe('embedFrame machine: every transition', () => {
  it.each(
    transitionTests({
      machine: embedFrameMachine,
      system: () => ({ system: {} }),
      events: () => [{ type: 'frame.loaded' as const }],
    }),
  )('$name', ({ run }) => run());
});

describe('embedFrame: the open-in-new-tab notice (doc 2 §2)', () => {
  it('offers the new tab once the page has not loaded in 10 s, and withdraws it when it loads', () => {
    const clock = new SimulatedClock();
    const actor = createActor(embedFrameMachine, { clock }).start();
    clock.increment(EMBED_LOAD_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('blocked');
    actor.send({ type: 'frame.loaded' });
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('offers nothing for a page that loads in time', () => {
    const clock = new SimulatedClock();
    const actor = createActor(embedFrameMachine, { clock }).start();
    actor.send({ type: 'frame.loaded' });
    clock.increment(EMBED_LOAD_TIMEOUT_MS * 2);
    expect(actor.getSnapshot().value).toBe('loaded');
  });
});
