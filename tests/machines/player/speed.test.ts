import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { customSpeedErrorKeys, speedMachine } from '../../../src/machines/player/speed.machine.ts';
import { transitionTests } from '../../support/model.ts';

function speedSystem() {
  const applyRate = vi.fn();
  return {
    system: { applyRate },
    machine: speedMachine.provide({
      actions: { applyRate: (_, params) => applyRate(params.rate) },
    }),
  };
}
type System = ReturnType<typeof speedSystem>['system'];

const walks = transitionTests({
  machine: speedMachine,
  system: speedSystem,
  events: () => [
    { type: 'speed.set' as const, rate: 1.5 },
    { type: 'speed.set' as const, rate: 7 },
    { type: 'speed.faster' as const },
    { type: 'speed.slower' as const },
    { type: 'speed.custom.edit' as const },
    { type: 'speed.custom.submit' as const, text: '3' },
    { type: 'speed.custom.submit' as const, text: 'fast' },
    { type: 'speed.custom.cancel' as const },
    { type: 'party.started' as const },
    { type: 'party.ended' as const },
  ],
  // The media element always plays the rate the machine shows.
  invariant: ({ applyRate }: System, actor) =>
    expect(applyRate).toHaveBeenLastCalledWith(actor.getSnapshot().context.rate),
  assert: {
    'enabled.choosing': (_system, actor) => expect(actor.getSnapshot().context.error).toBeNull(),
    'enabled.editing': (_system, actor) =>
      expect([null, customSpeedErrorKeys.notANumber]).toContain(actor.getSnapshot().context.error),
    disabled: (_system, actor) =>
      expect(actor.getSnapshot().context).toEqual({ rate: 1, error: null }),
  },
});

describe('speed machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

function player(rate?: number) {
  const { system, machine } = speedSystem();
  const actor = createActor(machine, { input: rate === undefined ? undefined : { rate } });
  actor.start();
  return {
    applied: system.applyRate,
    send: (...events: Parameters<typeof actor.send>[0][]) => {
      for (const event of events) actor.send(event);
    },
    rate: () => actor.getSnapshot().context.rate,
    snapshot: () => actor.getSnapshot(),
  };
}

describe('speed: presets and the < > keys of doc 2 §5', () => {
  it('plays at 1 by default, and at a given rate', () => {
    expect(player().applied).toHaveBeenCalledExactlyOnceWith(1);
    expect(player(1.5).rate()).toBe(1.5);
    expect(player(12).rate()).toBe(1);
  });

  it('steps through 0.25, 0.5, 1, 1.5, 2 and stays at the ends', () => {
    const { send, applied } = player();
    send(...Array.from({ length: 4 }, () => ({ type: 'speed.faster' as const })));
    send(...Array.from({ length: 6 }, () => ({ type: 'speed.slower' as const })));
    expect(applied.mock.calls.flat()).toEqual([1, 1.5, 2, 1.5, 1, 0.5, 0.25]);
  });

  it('takes a preset from the menu, and refuses a rate no custom speed could be', () => {
    const { send, rate } = player();
    send({ type: 'speed.set', rate: 0.5 });
    expect(rate()).toBe(0.5);
    send({ type: 'speed.set', rate: 0 }, { type: 'speed.set', rate: 6 });
    expect(rate()).toBe(0.5);
  });
});

describe('speed: the custom speed editor of doc 2 §5', () => {
  it('accepts a valid value on Enter and steps from it to the next preset', () => {
    const { send, rate, snapshot } = player();
    send({ type: 'speed.custom.edit' }, { type: 'speed.custom.submit', text: '1.2' });
    expect(snapshot().matches({ enabled: 'choosing' })).toBe(true);
    expect(rate()).toBe(1.2);
    send({ type: 'speed.faster' });
    expect(rate()).toBe(1.5);
    send({ type: 'speed.custom.edit' }, { type: 'speed.custom.submit', text: '4,5' });
    send({ type: 'speed.slower' });
    expect(rate()).toBe(2);
  });

  it.each([
    ['', customSpeedErrorKeys.notANumber],
    ['0', customSpeedErrorKeys.notPositive],
    ['5.5', customSpeedErrorKeys.aboveMax],
  ])('keeps editing after %j, saying why, and changes nothing', (text, error) => {
    const { send, rate, snapshot, applied } = player();
    send({ type: 'speed.custom.edit' }, { type: 'speed.custom.submit', text });
    expect(snapshot().matches({ enabled: 'editing' })).toBe(true);
    expect(snapshot().context.error).toBe(error);
    expect(rate()).toBe(1);
    expect(applied).toHaveBeenCalledTimes(1);
  });

  it('forgets the error once a valid value is entered, or on Escape', () => {
    const { send, snapshot } = player();
    send({ type: 'speed.custom.edit' }, { type: 'speed.custom.submit', text: '9' });
    send({ type: 'speed.custom.submit', text: '5' });
    expect(snapshot().context).toEqual({ rate: 5, error: null });
    send({ type: 'speed.custom.edit' }, { type: 'speed.custom.submit', text: 'x' });
    send({ type: 'speed.custom.cancel' });
    expect(snapshot().context).toEqual({ rate: 5, error: null });
    expect(snapshot().matches({ enabled: 'choosing' })).toBe(true);
  });

  it('closes when a preset is picked instead', () => {
    const { send, snapshot } = player();
    send({ type: 'speed.custom.edit' }, { type: 'speed.set', rate: 2 });
    expect(snapshot().matches({ enabled: 'choosing' })).toBe(true);
    expect(snapshot().context.rate).toBe(2);
  });
});

describe('speed: in a watch party (doc 2 §4, §6)', () => {
  it('plays at 1 and ignores every change until the party ends', () => {
    const { send, rate, applied } = player(2);
    send({ type: 'speed.custom.edit' }, { type: 'party.started' });
    expect(rate()).toBe(1);
    expect(applied).toHaveBeenLastCalledWith(1);
    applied.mockClear();
    send(
      { type: 'speed.faster' },
      { type: 'speed.set', rate: 1.5 },
      { type: 'speed.custom.edit' },
      { type: 'speed.custom.submit', text: '3' },
    );
    expect(rate()).toBe(1);
    expect(applied).not.toHaveBeenCalled();
    send({ type: 'party.ended' }, { type: 'speed.faster' });
    expect(rate()).toBe(1.5);
  });
});
