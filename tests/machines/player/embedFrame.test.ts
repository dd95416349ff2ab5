// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  EMBED_LOAD_TIMEOUT_MS,
  embedFrameMachine,
} from '../../../src/machines/player/embedFrame.machine.ts';
import { transitionTests } from '../../support/model.ts';

const url = 'https://provider.example/embed/movie/19';

/** Opening a tab is the browser's: the tests see it asked for. */
function tabs() {
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  open.mockClear();
  return { open };
}

describe('embedFrame machine: every transition', () => {
  it.each(
    transitionTests({
      machine: embedFrameMachine,
      input: { url },
      system: () => ({ system: tabs() }),
      events: () => [{ type: 'frame.loaded' as const }, { type: 'frame.openElsewhere' as const }],
      assert: {
        openedElsewhere: ({ open }) =>
          expect(open).toHaveBeenLastCalledWith(url, '_blank', 'noopener,noreferrer'),
      },
    }),
  )('$name', ({ run }) => run());
});

describe('embedFrame: the open-in-new-tab notice (doc 2 §2, §8)', () => {
  it('offers the new tab once the page has not loaded in 10 s, and withdraws it when it loads', () => {
    const clock = new SimulatedClock();
    const actor = createActor(embedFrameMachine, { clock, input: { url } }).start();
    clock.increment(EMBED_LOAD_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('blocked');
    actor.send({ type: 'frame.loaded' });
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('offers nothing for a page that loads in time, and opens no tab', () => {
    const { open } = tabs();
    const clock = new SimulatedClock();
    const actor = createActor(embedFrameMachine, { clock, input: { url } }).start();
    actor.send({ type: 'frame.loaded' });
    clock.increment(EMBED_LOAD_TIMEOUT_MS * 2);
    actor.send({ type: 'frame.openElsewhere' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the page in a new tab, without a way back to the player, as often as asked', () => {
    const { open } = tabs();
    const clock = new SimulatedClock();
    const actor = createActor(embedFrameMachine, { clock, input: { url } }).start();
    clock.increment(EMBED_LOAD_TIMEOUT_MS);
    actor.send({ type: 'frame.openElsewhere' });
    actor.send({ type: 'frame.openElsewhere' });
    expect(actor.getSnapshot().value).toBe('openedElsewhere');
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
  });
});
