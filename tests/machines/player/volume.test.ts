import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { volumeMachine, WHEEL_THROTTLE_MS } from '../../../src/machines/player/volume.machine.ts';
import { transitionTests } from '../../support/model.ts';

function volumeSystem() {
  const applyVolume = vi.fn();
  return {
    system: { applyVolume },
    machine: volumeMachine.provide({
      actions: { applyVolume: (_, params) => applyVolume(params.volume) },
    }),
  };
}
type System = ReturnType<typeof volumeSystem>['system'];

// Keys and wheel turns are offered only at a few volumes, so the model stays small while still
// reaching 0 and 1 from both sides.
const adjustableAt = [0, 0.15, 0.5, 1];

const walks = [{ volume: 1 }, { volume: 0 }].flatMap((input) =>
  transitionTests({
    machine: volumeMachine,
    input,
    system: volumeSystem,
    events: (snapshot) => [
      { type: 'volume.mute' as const },
      { type: 'volume.unmute' as const },
      { type: 'volume.toggleMute' as const },
      { type: 'volume.set' as const, volume: 0 },
      { type: 'volume.set' as const, volume: 0.5 },
      ...(adjustableAt.includes(snapshot.context.volume)
        ? [
            { type: 'volume.up' as const },
            { type: 'volume.down' as const },
            { type: 'volume.wheel' as const, deltaY: -300 },
            { type: 'volume.wheel' as const, deltaY: 2000 },
          ]
        : []),
    ],
    assert: {
      // The media element plays what the machine says, and only a muted player is silent.
      'level.unmuted': ({ applyVolume }: System, actor) => {
        const { volume, lastVolume } = actor.getSnapshot().context;
        expect(volume).toBeGreaterThan(0);
        expect(volume).toBeLessThanOrEqual(1);
        expect(lastVolume).toBeNull();
        expect(applyVolume).toHaveBeenLastCalledWith(volume);
      },
      'level.muted': ({ applyVolume }: System, actor) => {
        const { volume, lastVolume } = actor.getSnapshot().context;
        expect(volume).toBe(0);
        expect(lastVolume === null || lastVolume > 0).toBe(true);
        expect(applyVolume).toHaveBeenLastCalledWith(0);
      },
    },
  }).map((test) => ({ ...test, name: `stored ${input.volume}: ${test.name}` })),
);

describe('volume machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

function player(volume?: number) {
  const { system, machine } = volumeSystem();
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: volume === undefined ? undefined : { volume },
    clock,
  });
  actor.start();
  return {
    actor,
    applied: system.applyVolume,
    /** Each event a moment after the last, as a hand turns a wheel at most a few times a second. */
    send: (...events: Parameters<typeof actor.send>[0][]) => {
      for (const event of events) {
        actor.send(event);
        clock.increment(WHEEL_THROTTLE_MS);
      }
    },
    clock,
    volume: () => actor.getSnapshot().context.volume,
    state: () => actor.getSnapshot().value.level,
  };
}

describe('volume: mute and unmute of doc 2 §4', () => {
  it('starts at the stored volume, 1 by default, and plays it', () => {
    const stored = player(0.4);
    expect(stored.state()).toBe('unmuted');
    expect(stored.applied).toHaveBeenCalledExactlyOnceWith(0.4);
    expect(player().volume()).toBe(1);
  });

  it('remembers the volume on mute and brings it back on unmute', () => {
    const { send, volume, state, applied } = player(0.7);
    send({ type: 'volume.toggleMute' });
    expect(state()).toBe('muted');
    expect(volume()).toBe(0);
    send({ type: 'volume.toggleMute' });
    expect(state()).toBe('unmuted');
    expect(volume()).toBe(0.7);
    expect(applied.mock.calls).toEqual([[0.7], [0], [0.7]]);
  });

  it('unmutes to 1 when there is nothing to bring back: a stored volume of 0', () => {
    const { send, volume, state } = player(0);
    expect(state()).toBe('muted');
    send({ type: 'volume.unmute' });
    expect(volume()).toBe(1);
  });

  it('ignores a mute while muted, so the remembered volume is not lost', () => {
    const { send, volume } = player(0.55);
    send({ type: 'volume.mute' }, { type: 'volume.mute' }, { type: 'volume.unmute' });
    expect(volume()).toBe(0.55);
  });
});

describe('volume: keys, wheel and slider of doc 2 §5', () => {
  it('steps by 0.15 with the arrows and stops at the ends', () => {
    const { send, volume, state } = player(0.8);
    send({ type: 'volume.up' });
    expect(volume()).toBe(0.95);
    send({ type: 'volume.up' });
    expect(volume()).toBe(1);
    for (let press = 0; press < 6; press += 1) send({ type: 'volume.down' });
    expect(volume()).toBe(0.1);
    send({ type: 'volume.down' });
    expect(state()).toBe('muted');
  });

  it('turns by deltaY / 1000 on the wheel: up is louder', () => {
    const { send, volume } = player(0.5);
    send({ type: 'volume.wheel', deltaY: -100 });
    expect(volume()).toBe(0.6);
    send({ type: 'volume.wheel', deltaY: 250 });
    expect(volume()).toBe(0.35);
    send({ type: 'volume.wheel', deltaY: -5000 });
    expect(volume()).toBe(1);
  });

  it('takes one wheel turn per 345 ms, as a trackpad sends dozens a second', () => {
    const { actor, clock, volume } = player(0.5);
    actor.send({ type: 'volume.wheel', deltaY: -100 });
    actor.send({ type: 'volume.wheel', deltaY: -100 });
    clock.increment(WHEEL_THROTTLE_MS - 1);
    actor.send({ type: 'volume.wheel', deltaY: -100 });
    expect(volume()).toBe(0.6);
    clock.increment(1);
    actor.send({ type: 'volume.wheel', deltaY: -100 });
    expect(volume()).toBe(0.7);
  });

  it('counts going down to 0 as muting, and unmuting brings back the volume before it', () => {
    const { send, volume, state } = player(0.3);
    send({ type: 'volume.set', volume: 0 });
    expect(state()).toBe('muted');
    send({ type: 'volume.unmute' });
    expect(volume()).toBe(0.3);
  });

  it('unmutes when an audible volume is set while muted, which then replaces the remembered one', () => {
    const { send, volume, state } = player(0.9);
    send({ type: 'volume.mute' }, { type: 'volume.up' });
    expect(state()).toBe('unmuted');
    expect(volume()).toBe(0.15);
    send({ type: 'volume.mute' }, { type: 'volume.set', volume: 0.42 });
    expect(volume()).toBe(0.42);
    send({ type: 'volume.mute' }, { type: 'volume.wheel', deltaY: -80 });
    expect(volume()).toBe(0.08);
    send({ type: 'volume.mute' }, { type: 'volume.unmute' });
    expect(volume()).toBe(0.08);
  });

  it('stays muted on down, or a wheel turn or slider move to 0', () => {
    const { send, state, applied } = player(0.6);
    send({ type: 'volume.mute' });
    applied.mockClear();
    send(
      { type: 'volume.down' },
      { type: 'volume.wheel', deltaY: 100 },
      { type: 'volume.set', volume: 0 },
    );
    expect(state()).toBe('muted');
    expect(applied).not.toHaveBeenCalled();
    send({ type: 'volume.unmute' });
    expect(applied).toHaveBeenCalledExactlyOnceWith(0.6);
  });

  it('keeps a slider value within 0..1', () => {
    const { send, volume } = player(0.5);
    send({ type: 'volume.set', volume: 3 });
    expect(volume()).toBe(1);
  });
});
