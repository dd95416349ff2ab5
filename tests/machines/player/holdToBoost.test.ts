import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { holdToBoostMachine } from '../../../src/machines/player/holdToBoost.machine.ts';
import { transitionTests } from '../../support/model.ts';

/** A media element as the user sees it, driven only by the machine's actions. */
function boostSystem() {
  const media = { rate: 1, playing: false };
  const setRate = vi.fn((rate: number) => {
    media.rate = rate;
  });
  const togglePlay = vi.fn(() => {
    media.playing = !media.playing;
  });
  return {
    // What the user expects: their own speed choice, and play/pause as their short presses left it.
    system: { media, setRate, togglePlay, chosenRate: 1, expectPlaying: false, pressToggles: true },
    machine: holdToBoostMachine.provide({
      actions: {
        setRate: (_, params) => setRate(params.rate),
        togglePlay: () => togglePlay(),
      },
    }),
  };
}

const walks = [true, false].flatMap((enabled) =>
  transitionTests({
    machine: holdToBoostMachine,
    input: { enabled },
    system: () => ({ ...boostSystem(), input: { enabled } }),
    events: () => [
      { type: 'boost.press' as const, currentRate: 1 },
      { type: 'boost.press' as const, currentRate: 1.5 },
      // A finger: its tap shows the controls, so an early release leaves play alone.
      { type: 'boost.press' as const, currentRate: 1, toggles: false },
      { type: 'boost.release' as const },
    ],
    perform: {
      'boost.press': (system, actor, event) => {
        const snapshot = actor.getSnapshot();
        // Between holds the user may have picked another speed: the press reports it.
        if (snapshot.matches('idle') || snapshot.matches('released')) {
          system.chosenRate = event.currentRate;
          system.media.rate = event.currentRate;
          system.pressToggles = event.toggles ?? true;
          if (!enabled && snapshot.matches('idle') && system.pressToggles)
            system.expectPlaying = !system.expectPlaying;
        }
        actor.send(event as never);
      },
      'boost.release': (system, actor, event) => {
        if (actor.getSnapshot().matches('pressing') && system.pressToggles)
          system.expectPlaying = !system.expectPlaying;
        actor.send(event as never);
      },
    },
    assert: {
      boosting: ({ media }) => expect(media.rate).toBe(2),
    },
    invariant: (system, actor) => {
      if (!actor.getSnapshot().matches('boosting'))
        expect(system.media.rate).toBe(system.chosenRate);
      expect(system.media.playing).toBe(system.expectPlaying);
      if (!enabled) expect(system.setRate).not.toHaveBeenCalled();
    },
  }).map((test) => ({ ...test, name: `${enabled ? 'enabled' : 'disabled'}: ${test.name}` })),
);

describe('holdToBoost machine: every transition, on a simulated media element', () => {
  it.each(walks)('$name', ({ run }) => run());
});

function boost(enabled = true) {
  const { system, machine } = boostSystem();
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { enabled }, clock }).start();
  return { ...system, actor, clock };
}

describe('holdToBoost: timings of doc 2 §4, §9', () => {
  it('boosts to 2x after a 300 ms hold, not before', () => {
    const { actor, clock, setRate } = boost();
    actor.send({ type: 'boost.press', currentRate: 1.5 });
    clock.increment(299);
    expect(setRate).not.toHaveBeenCalled();
    clock.increment(1);
    expect(setRate).toHaveBeenCalledExactlyOnceWith(2);
    expect(actor.getSnapshot().value).toBe('boosting');
  });

  it('restores the previous rate on release and hides the indicator 1.5 s later', () => {
    const { actor, clock, setRate, togglePlay } = boost();
    actor.send({ type: 'boost.press', currentRate: 1.5 });
    clock.increment(5_000);
    actor.send({ type: 'boost.release' });
    expect(setRate).toHaveBeenLastCalledWith(1.5);
    expect(actor.getSnapshot().value).toBe('released');
    clock.increment(1_499);
    expect(actor.getSnapshot().value).toBe('released');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(togglePlay).not.toHaveBeenCalled();
  });

  it('toggles play on a press released before 300 ms, without touching the rate', () => {
    const { actor, clock, setRate, togglePlay } = boost();
    actor.send({ type: 'boost.press', currentRate: 1 });
    clock.increment(299);
    actor.send({ type: 'boost.release' });
    clock.increment(5_000);
    expect(togglePlay).toHaveBeenCalledOnce();
    expect(setRate).not.toHaveBeenCalled();
  });

  it('boosts a finger held 300 ms, and leaves play alone when it lifts sooner', () => {
    const { actor, clock, setRate, togglePlay } = boost();
    actor.send({ type: 'boost.press', currentRate: 1, toggles: false });
    clock.increment(299);
    actor.send({ type: 'boost.release' });
    expect(togglePlay).not.toHaveBeenCalled();
    actor.send({ type: 'boost.press', currentRate: 1, toggles: false });
    clock.increment(300);
    expect(setRate).toHaveBeenCalledExactlyOnceWith(2);
    actor.send({ type: 'boost.release' });
    expect(setRate).toHaveBeenLastCalledWith(1);
    expect(togglePlay).not.toHaveBeenCalled();
  });

  it('ignores key repeats while held', () => {
    const { actor, clock, setRate } = boost();
    actor.send({ type: 'boost.press', currentRate: 1 });
    clock.increment(200);
    actor.send({ type: 'boost.press', currentRate: 1 });
    clock.increment(100);
    expect(setRate).toHaveBeenCalledExactlyOnceWith(2);
    actor.send({ type: 'boost.press', currentRate: 2 });
    actor.send({ type: 'boost.release' });
    expect(setRate).toHaveBeenLastCalledWith(1);
  });

  it('when disabled, toggles play on the press itself and never boosts', () => {
    const { actor, clock, setRate, togglePlay } = boost(false);
    actor.send({ type: 'boost.press', currentRate: 1 });
    expect(togglePlay).toHaveBeenCalledOnce();
    clock.increment(5_000);
    actor.send({ type: 'boost.release' });
    expect(togglePlay).toHaveBeenCalledOnce();
    expect(setRate).not.toHaveBeenCalled();
  });

  it('is enabled by default, as the preference is', () => {
    const actor = createActor(holdToBoostMachine, { input: {} }).start();
    expect(actor.getSnapshot().context.enabled).toBe(true);
  });
});
