import { describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock } from 'xstate';
import { controlsMachine } from '../../../src/machines/player/controls.machine.ts';
import { transitionTests } from '../../support/model.ts';

type Controls = Actor<typeof controlsMachine>;

const shown = (actor: Controls) => actor.getSnapshot().matches({ visibility: 'shown' });

const walks = transitionTests({
  machine: controlsMachine,
  system: () => ({ system: {} }),
  events: () => [
    { type: 'pointer.move' as const },
    { type: 'pointer.leave' as const },
    { type: 'screen.tap' as const },
    { type: 'overlay.opened' as const },
    { type: 'overlay.closed' as const },
    { type: 'media.paused' as const },
    { type: 'media.playing' as const },
  ],
  invariant: (_system, actor) => {
    // The rule of doc 2 §4, computed independently of the machine's guard.
    const snapshot = actor.getSnapshot();
    const wanted =
      snapshot.matches({ playback: 'paused' }) ||
      snapshot.matches({ overlay: 'open' }) ||
      !snapshot.matches({ hover: 'none' });
    expect(shown(actor)).toBe(wanted);
  },
});

describe('controls machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

function playingControls() {
  const clock = new SimulatedClock();
  const actor = createActor(controlsMachine, { clock }).start();
  actor.send({ type: 'media.playing' });
  return { actor, clock };
}

describe('controls: visibility rules of doc 2 §4, §9', () => {
  it('starts shown, as nothing plays yet, and hides once the media plays', () => {
    const clock = new SimulatedClock();
    const actor = createActor(controlsMachine, { clock }).start();
    expect(shown(actor)).toBe(true);
    actor.send({ type: 'media.playing' });
    expect(shown(actor)).toBe(false);
  });

  it('shows the controls on a mouse movement and hides them 3 s later', () => {
    const { actor, clock } = playingControls();
    actor.send({ type: 'pointer.move' });
    expect(shown(actor)).toBe(true);
    clock.increment(2_999);
    expect(shown(actor)).toBe(true);
    clock.increment(1);
    expect(shown(actor)).toBe(false);
    expect(actor.getSnapshot().matches({ hover: 'none' })).toBe(true);
  });

  it('restarts the 3 s with each movement', () => {
    const { actor, clock } = playingControls();
    actor.send({ type: 'pointer.move' });
    clock.increment(2_000);
    actor.send({ type: 'pointer.move' });
    clock.increment(2_999);
    expect(shown(actor)).toBe(true);
    clock.increment(1);
    expect(shown(actor)).toBe(false);
  });

  it('hides at once when the mouse leaves the player', () => {
    const { actor } = playingControls();
    actor.send({ type: 'pointer.move' });
    actor.send({ type: 'pointer.leave' });
    expect(shown(actor)).toBe(false);
  });

  it('stays shown while paused, whatever the mouse does, and hides when playback resumes', () => {
    const { actor, clock } = playingControls();
    actor.send({ type: 'media.paused' });
    actor.send({ type: 'pointer.move' });
    clock.increment(10_000);
    expect(shown(actor)).toBe(true);
    actor.send({ type: 'media.playing' });
    expect(shown(actor)).toBe(false);
  });

  it('stays shown while an overlay is open and hides when it closes', () => {
    const { actor, clock } = playingControls();
    actor.send({ type: 'overlay.opened' });
    clock.increment(10_000);
    expect(shown(actor)).toBe(true);
    actor.send({ type: 'overlay.closed' });
    expect(shown(actor)).toBe(false);
  });

  it('toggles on a tap, with no timer on touch devices', () => {
    const { actor, clock } = playingControls();
    actor.send({ type: 'screen.tap' });
    clock.increment(60_000);
    expect(shown(actor)).toBe(true);
    expect(actor.getSnapshot().matches({ hover: 'mobileTap' })).toBe(true);
    actor.send({ type: 'screen.tap' });
    expect(shown(actor)).toBe(false);
  });

  it('hides controls shown by the mouse on a tap', () => {
    const { actor } = playingControls();
    actor.send({ type: 'pointer.move' });
    actor.send({ type: 'screen.tap' });
    expect(shown(actor)).toBe(false);
  });
});
