import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { seekingMachine } from '../../../src/machines/player/seeking.machine.ts';
import { transitionTests } from '../../support/model.ts';

/** A media element as the user sees it, driven only by the machine's actions. */
function seekingSystem() {
  const media = { time: 10, duration: 100, playing: false };
  const pause = vi.fn(() => {
    media.playing = false;
  });
  const play = vi.fn(() => {
    media.playing = true;
  });
  const outOfBounds: number[] = [];
  const seekTo = vi.fn((time: number) => {
    if (time < 0 || time > media.duration) outOfBounds.push(time);
    media.time = time;
  });
  return {
    system: { media, pause, play, seekTo, outOfBounds, playingBeforeSeek: false },
    machine: seekingMachine.provide({
      actions: {
        pause: () => pause(),
        play: () => play(),
        seekTo: (_, params) => seekTo(params.time),
      },
    }),
    input: { duration: 100 },
  };
}

const walks = transitionTests({
  machine: seekingMachine,
  input: { duration: 100 },
  system: seekingSystem,
  events: () => [
    { type: 'seek.start' as const, time: 40, paused: false },
    { type: 'seek.start' as const, time: 40, paused: true },
    { type: 'seek.move' as const, time: 130 },
    { type: 'seek.move' as const, time: -5 },
    { type: 'seek.end' as const, time: 150 },
    { type: 'seek.end' as const, time: 20 },
    { type: 'seek.to' as const, time: -10 },
    { type: 'seek.to' as const, time: 30 },
    { type: 'media.durationChanged' as const, duration: 60 },
  ],
  perform: {
    // The media plays or not before the drag as the event says: the user may have paused it.
    'seek.start': (system, actor, event) => {
      if (actor.getSnapshot().matches('idle')) {
        system.media.playing = !event.paused;
        system.playingBeforeSeek = !event.paused;
      }
      actor.send(event as never);
    },
    'media.durationChanged': (system, actor, event) => {
      system.media.duration = event.duration;
      actor.send(event as never);
    },
  },
  assert: {
    // Dragging pauses and shows where the bar points, within the media.
    dragging: ({ media }, actor) => {
      expect(media.playing).toBe(false);
      const { dragTime } = actor.getSnapshot().context;
      expect(dragTime).toBeGreaterThanOrEqual(0);
      expect(dragTime).toBeLessThanOrEqual(media.duration);
    },
    // After the drag, playback is as it was before it.
    idle: ({ media, playingBeforeSeek }, actor) => {
      expect(media.playing).toBe(playingBeforeSeek);
      expect(actor.getSnapshot().context.dragTime).toBeNull();
    },
  },
  // Whatever was asked, the media never seeks out of bounds.
  invariant: ({ outOfBounds }) => expect(outOfBounds).toEqual([]),
});

describe('seeking machine: every transition, on a simulated media element', () => {
  it.each(walks)('$name', ({ run }) => run());
});

function seeking() {
  const { system, machine, input } = seekingSystem();
  const actor = createActor(machine, { input, clock: new SimulatedClock() }).start();
  return { ...system, actor };
}

describe('seeking: doc 2 §4, §5', () => {
  it('pauses while dragging and resumes after a seek that started while playing', () => {
    const { actor, pause, play, seekTo } = seeking();
    actor.send({ type: 'seek.start', time: 12, paused: false });
    expect(pause).toHaveBeenCalledOnce();
    actor.send({ type: 'seek.move', time: 30 });
    expect(actor.getSnapshot().context.dragTime).toBe(30);
    expect(seekTo).not.toHaveBeenCalled();
    actor.send({ type: 'seek.end', time: 42 });
    expect(seekTo).toHaveBeenCalledExactlyOnceWith(42);
    expect(play).toHaveBeenCalledOnce();
    expect(seekTo.mock.invocationCallOrder[0]).toBeLessThan(play.mock.invocationCallOrder[0] ?? 0);
  });

  it('stays paused after a seek that started while paused', () => {
    const { actor, pause, play, seekTo } = seeking();
    actor.send({ type: 'seek.start', time: 12, paused: true });
    actor.send({ type: 'seek.end', time: 42 });
    expect(seekTo).toHaveBeenCalledExactlyOnceWith(42);
    expect(pause).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
  });

  it('clamps drags and jumps to the media, with the latest duration', () => {
    const { actor, seekTo } = seeking();
    actor.send({ type: 'seek.to', time: -5 });
    actor.send({ type: 'seek.to', time: 105 });
    actor.send({ type: 'media.durationChanged', duration: 50 });
    actor.send({ type: 'seek.start', time: 80, paused: true });
    expect(actor.getSnapshot().context.dragTime).toBe(50);
    actor.send({ type: 'seek.end', time: 70 });
    expect(seekTo.mock.calls).toEqual([[0], [100], [50]]);
  });

  it('keeps the dragged time within a duration that shrinks during the drag', () => {
    const { actor } = seeking();
    actor.send({ type: 'seek.start', time: 80, paused: false });
    actor.send({ type: 'media.durationChanged', duration: 60 });
    expect(actor.getSnapshot().context.dragTime).toBe(60);
  });

  it('ignores one-off jumps during a drag', () => {
    const { actor, seekTo } = seeking();
    actor.send({ type: 'seek.start', time: 12, paused: false });
    actor.send({ type: 'seek.to', time: 90 });
    expect(seekTo).not.toHaveBeenCalled();
  });
});
