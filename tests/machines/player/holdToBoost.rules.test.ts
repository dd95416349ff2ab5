import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { holdToBoostMachine } from '../../../src/machines/player/holdToBoost.machine.ts';

/**
 * Hold-to-boost (spec doc 2 §4, §5, §9: 300 ms, 2x, indicator 1.5 s), stated by what the video
 * does: the rates it is set to and the play/pause toggles.
 */
function video() {
  const rates: number[] = [];
  const togglePlay = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(
    holdToBoostMachine.provide({
      actions: { setRate: (_, { rate }) => rates.push(rate), togglePlay: () => togglePlay() },
    }),
    { input: { enabled: true }, clock },
  ).start();
  return { actor, clock, rates, togglePlay };
}

describe('hold-to-boost: a finger lifted early (doc 2 §4)', () => {
  it('never boosts, however long one waits after the finger lifted', () => {
    const { actor, clock, rates, togglePlay } = video();
    actor.send({ type: 'boost.press', currentRate: 1, toggles: false });
    clock.increment(100);
    actor.send({ type: 'boost.release' });
    clock.increment(5_000);
    expect(rates).toEqual([]);
    expect(togglePlay).not.toHaveBeenCalled();
  });
});

describe('hold-to-boost: pressing again while the indicator lingers (doc 2 §4, §9)', () => {
  it('boosts again after another 300 ms hold, and restores the rate on release', () => {
    const { actor, clock, rates } = video();
    actor.send({ type: 'boost.press', currentRate: 1.5 });
    clock.increment(300);
    actor.send({ type: 'boost.release' });
    clock.increment(500);
    actor.send({ type: 'boost.press', currentRate: 1.5 });
    clock.increment(299);
    expect(rates).toEqual([2, 1.5]);
    clock.increment(1);
    expect(rates).toEqual([2, 1.5, 2]);
    clock.increment(2_000);
    actor.send({ type: 'boost.release' });
    expect(rates).toEqual([2, 1.5, 2, 1.5]);
  });

  it('restores the rate the video had at that press, and a finger there does not toggle play', () => {
    const { actor, clock, rates, togglePlay } = video();
    actor.send({ type: 'boost.press', currentRate: 1.5 });
    clock.increment(300);
    actor.send({ type: 'boost.release' });
    actor.send({ type: 'boost.press', currentRate: 0.5, toggles: false });
    clock.increment(300);
    actor.send({ type: 'boost.release' });
    expect(rates).toEqual([2, 1.5, 2, 0.5]);
    actor.send({ type: 'boost.press', currentRate: 0.5, toggles: false });
    clock.increment(100);
    actor.send({ type: 'boost.release' });
    expect(togglePlay).not.toHaveBeenCalled();
  });

  it('toggles play on a short press then', () => {
    const { actor, clock, togglePlay } = video();
    actor.send({ type: 'boost.press', currentRate: 1 });
    clock.increment(300);
    actor.send({ type: 'boost.release' });
    clock.increment(500);
    actor.send({ type: 'boost.press', currentRate: 1 });
    clock.increment(100);
    actor.send({ type: 'boost.release' });
    expect(togglePlay).toHaveBeenCalledOnce();
  });
});
