import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  INDICATOR_MS,
  indicatorMachine,
  ROLL_MS,
} from '../../../src/machines/player/indicator.machine.ts';
import { transitionTests } from '../../support/model.ts';

const roll = indicatorMachine.provide({ delays: { showFor: ROLL_MS } });

const walks = [indicatorMachine, roll].flatMap((machine) =>
  transitionTests({
    machine,
    system: () => ({ system: {}, machine }),
    events: () => [{ type: 'indicator.show' as const }],
  }).map((test) => ({ ...test, name: `${machine === roll ? 'roll' : 'indicator'}: ${test.name}` })),
);

describe('indicator machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

describe('indicator: how long it stays (doc 2 §5)', () => {
  function shownFor(showForMs: number) {
    const clock = new SimulatedClock();
    const machine = showForMs === ROLL_MS ? roll : indicatorMachine;
    const actor = createActor(machine, { clock }).start();
    const shown = () => actor.getSnapshot().matches('shown');
    return { clock, shown, show: () => actor.send({ type: 'indicator.show' }) };
  }

  it('shows the subtitle delay for 3 s', () => {
    const { clock, shown, show } = shownFor(INDICATOR_MS);
    expect(shown()).toBe(false);
    show();
    clock.increment(INDICATOR_MS - 1);
    expect(shown()).toBe(true);
    clock.increment(1);
    expect(shown()).toBe(false);
  });

  it('rolls for 1 s', () => {
    const { clock, shown, show } = shownFor(ROLL_MS);
    show();
    clock.increment(ROLL_MS - 1);
    expect(shown()).toBe(true);
    clock.increment(1);
    expect(shown()).toBe(false);
  });

  it('keeps showing for 3 s from the last key press', () => {
    const { clock, shown, show } = shownFor(INDICATOR_MS);
    show();
    clock.increment(2_000);
    show();
    clock.increment(2_000);
    expect(shown()).toBe(true);
    clock.increment(1_000);
    expect(shown()).toBe(false);
  });
});
