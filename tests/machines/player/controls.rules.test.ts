import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { controlsMachine } from '../../../src/machines/player/controls.machine.ts';

/**
 * The player's controls (spec doc 2 §4, §5 "on hover", §9 "controls hide 3 s"): the buttons shown
 * on hover (next episode, skip intro) follow the controls, so the owner is told each time they
 * appear or go (`announceVisibility`), and what the view renders is `visibility`.
 */
function playerControls() {
  const announced: boolean[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    controlsMachine.provide({
      actions: { announceVisibility: (_, { shown }) => announced.push(shown) },
    }),
    { clock },
  ).start();
  const shown = () => actor.getSnapshot().matches({ visibility: 'shown' });
  return { actor, clock, announced, shown };
}

describe('controls: the buttons shown on hover follow them (doc 2 §4, §5)', () => {
  it('tells when they appear and when they go, with the mouse and on playback', () => {
    const { actor, clock, announced, shown } = playerControls();
    // Nothing plays yet: shown.
    expect(shown()).toBe(true);
    expect(announced.at(-1)).toBe(true);
    actor.send({ type: 'media.playing' });
    expect(shown()).toBe(false);
    expect(announced.at(-1)).toBe(false);
    actor.send({ type: 'pointer.move' });
    expect(announced.at(-1)).toBe(true);
    clock.increment(3_000);
    expect(shown()).toBe(false);
    expect(announced.at(-1)).toBe(false);
    actor.send({ type: 'screen.tap' });
    expect(announced.at(-1)).toBe(true);
    actor.send({ type: 'screen.tap' });
    expect(announced.at(-1)).toBe(false);
    // Each change is told once.
    expect(announced).toEqual([false, true, false, true, false, true, false]);
  });
});

describe('controls: a mouse after a tap (doc 2 §9 "controls hide 3 s")', () => {
  it('hides them 3 s after the mouse moves, though a tap had shown them', () => {
    const { actor, clock, shown } = playerControls();
    actor.send({ type: 'media.playing' });
    actor.send({ type: 'screen.tap' });
    expect(shown()).toBe(true);
    // A device with both: the mouse takes over, and with it the 3 s timer.
    actor.send({ type: 'pointer.move' });
    clock.increment(2_999);
    expect(shown()).toBe(true);
    clock.increment(1);
    expect(shown()).toBe(false);
  });
});
