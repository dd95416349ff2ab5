// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  EMBED_LOAD_TIMEOUT_MS,
  embedFrameMachine,
} from '../../../src/machines/player/embedFrame.machine.ts';

/**
 * The notice of an embed that cannot be loaded (spec doc 2 §2, §8), stated by what EmbedPlayer
 * reads: the notice shows in `blocked` or `openedElsewhere`, "Opening in new tab..." in the latter.
 */
const url = 'https://provider.example/embed/movie/19';

afterEach(() => {
  vi.restoreAllMocks();
});

function embeddedPage() {
  vi.spyOn(window, 'open').mockImplementation(() => null);
  const clock = new SimulatedClock();
  const frame = createActor(embedFrameMachine, { clock, input: { url } }).start();
  return {
    clock,
    frame,
    noticeShown: () =>
      frame.getSnapshot().matches('blocked') || frame.getSnapshot().matches('openedElsewhere'),
  };
}

describe('embeds: the notice goes once the page loads after all (doc 2 §2, §8)', () => {
  it('withdraws the notice when the page loads after it was opened in a new tab', () => {
    const { clock, frame, noticeShown } = embeddedPage();
    clock.increment(EMBED_LOAD_TIMEOUT_MS);
    frame.send({ type: 'frame.openElsewhere' });
    expect(noticeShown()).toBe(true);
    frame.send({ type: 'frame.loaded' });
    expect(noticeShown()).toBe(false);
  });
});
