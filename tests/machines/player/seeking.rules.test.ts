import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { seekingMachine } from '../../../src/machines/player/seeking.machine.ts';

/**
 * Seeking (spec doc 2 §4, §5), stated by what the progress bar shows (the dragged time, null when
 * no drag) and what the media is told (seek, play).
 */
function progressBar() {
  const seeks: number[] = [];
  let plays = 0;
  const actor = createActor(
    seekingMachine.provide({
      actions: {
        seekTo: (_, { time }) => seeks.push(time),
        play: () => {
          plays += 1;
        },
      },
    }),
    { input: { duration: 100 } },
  ).start();
  return { actor, seeks, plays: () => plays };
}

describe('seeking: letting go of a drag begun while paused (doc 2 §4)', () => {
  it('ends the drag there: the dragged time goes, and the arrow keys seek again', () => {
    const { actor, seeks, plays } = progressBar();
    actor.send({ type: 'seek.start', time: 10, paused: true });
    actor.send({ type: 'seek.end', time: 40 });
    expect(actor.getSnapshot().context.dragTime).toBeNull();
    actor.send({ type: 'seek.to', time: 45 });
    expect(seeks).toEqual([40, 45]);
    expect(plays()).toBe(0);
  });
});
