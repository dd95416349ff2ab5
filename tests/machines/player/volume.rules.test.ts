import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { volumeMachine } from '../../../src/machines/player/volume.machine.ts';

/**
 * The volume (spec doc 2 §4 "mute stores the last volume and sets 0; unmute restores the last
 * volume, or 1 if none", §5), stated by what the media element plays and whether it is muted.
 */
function player(volume: number) {
  const played: number[] = [];
  const actor = createActor(
    volumeMachine.provide({ actions: { applyVolume: (_, { volume }) => played.push(volume) } }),
    { input: { volume } },
  ).start();
  return {
    actor,
    playing: () => played.at(-1),
    muted: () => actor.getSnapshot().matches({ level: 'muted' }),
  };
}

describe('volume: turned down to silence, then unmuted (doc 2 §4)', () => {
  it('brings back the volume before the Down key silenced it', () => {
    const { actor, playing, muted } = player(0.3);
    actor.send({ type: 'volume.down' });
    actor.send({ type: 'volume.down' });
    expect(muted()).toBe(true);
    expect(playing()).toBe(0);
    actor.send({ type: 'volume.toggleMute' });
    expect(playing()).toBeCloseTo(0.15);
  });

  it('brings back the volume before a wheel turn silenced it', () => {
    const { actor, playing, muted } = player(0.3);
    actor.send({ type: 'volume.wheel', deltaY: 500 });
    expect(muted()).toBe(true);
    expect(playing()).toBe(0);
    actor.send({ type: 'volume.unmute' });
    expect(playing()).toBe(0.3);
  });
});
