import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  MAX_SKIP_HISTORY,
  type SkipRecord,
  skipTrackerMachine,
} from '../../../src/machines/player/skipTracker.machine.ts';
import { transitionTests } from '../../support/model.ts';

const T0 = Date.UTC(2026, 2, 15, 20, 0, 0);

function trackerSystem() {
  const skipRecorded = vi.fn();
  return {
    system: { skipRecorded },
    machine: skipTrackerMachine.provide({
      actions: { skipRecorded: (_, params) => skipRecorded(params.skip) },
    }),
  };
}
type System = ReturnType<typeof trackerSystem>['system'];

const walks = transitionTests({
  machine: skipTrackerMachine,
  system: trackerSystem,
  events: (snapshot) => [
    { type: 'media.playing' as const, at: T0 },
    { type: 'media.paused' as const },
    { type: 'media.changed' as const },
    // Time updates stop after the first skip: one is enough to walk every transition.
    ...(snapshot.context.skips.length === 0
      ? [
          { type: 'media.time' as const, time: 0, at: T0 },
          // 20 s later by the clock: smooth playback if playing from 0, a skip if paused.
          { type: 'media.time' as const, time: 20, at: T0 + 20_000 },
          // 1 s later: a scrub from 0 or 20 either way.
          { type: 'media.time' as const, time: 60, at: T0 + 1_000 },
        ]
      : []),
  ],
  // Every skip recorded is handed to the owner, once, in order.
  invariant: ({ skipRecorded }: System, actor) =>
    expect(skipRecorded.mock.calls.map(([skip]) => skip)).toEqual(
      actor.getSnapshot().context.skips,
    ),
});

describe('skipTracker machine: every transition', () => {
  it.each(walks)('$name', ({ run }) => run());
});

function tracker() {
  const { system, machine } = trackerSystem();
  const actor = createActor(machine).start();
  return {
    recorded: system.skipRecorded,
    send: (...events: Parameters<typeof actor.send>[0][]) => {
      for (const event of events) actor.send(event);
    },
    /** Time updates every 250 ms of playback from `from` to `to` seconds, starting at `at`. */
    play: (from: number, to: number, at: number) => {
      for (let step = 0; from + step * 0.25 <= to; step += 1)
        actor.send({ type: 'media.time', time: from + step * 0.25, at: at + step * 250 });
    },
    skips: () => actor.getSnapshot().context.skips,
  };
}

describe('skipTracker: what counts as a skip (doc 2 §5)', () => {
  it('records a jump forward of 15 s while playing, and one of 30 s as a scrub', () => {
    const { send, play, skips, recorded } = tracker();
    send({ type: 'media.playing', at: T0 });
    play(0, 10, T0);
    send({ type: 'media.time', time: 25, at: T0 + 10_250 });
    play(25, 30, T0 + 10_250);
    send({ type: 'media.time', time: 90, at: T0 + 15_500 });
    const expected: SkipRecord[] = [
      { startTime: 10, endTime: 25, skipDuration: 15, timestamp: T0 + 10_250, kind: 'skip' },
      { startTime: 30, endTime: 90, skipDuration: 60, timestamp: T0 + 15_500, kind: 'scrub' },
    ];
    expect(skips()).toEqual(expected);
    expect(recorded.mock.calls).toEqual(expected.map((skip) => [skip]));
  });

  it('records jumps back too', () => {
    const { send, skips } = tracker();
    send({ type: 'media.time', time: 300, at: T0 }, { type: 'media.time', time: 280, at: T0 });
    expect(skips()).toMatchObject([{ startTime: 300, endTime: 280, skipDuration: -20 }]);
  });

  it('ignores jumps under 15 s, like the 10 s seek keys', () => {
    const { send, skips } = tracker();
    send({ type: 'media.playing', at: T0 });
    send({ type: 'media.time', time: 100, at: T0 }, { type: 'media.time', time: 114, at: T0 });
    expect(skips()).toEqual([]);
  });

  it('ignores a late update of smooth playback, but not a jump while paused', () => {
    const { send, skips } = tracker();
    send({ type: 'media.playing', at: T0 }, { type: 'media.time', time: 100, at: T0 });
    // The tab was in the background: the next update comes 20 s later, 20 s further on.
    send({ type: 'media.time', time: 121, at: T0 + 20_000 });
    expect(skips()).toEqual([]);
    send({ type: 'media.paused' }, { type: 'media.time', time: 141, at: T0 + 40_000 });
    expect(skips()).toMatchObject([{ startTime: 121, endTime: 141, kind: 'skip' }]);
  });

  it('counts playing time from when playback starts, not from the update before a pause', () => {
    const { send, skips } = tracker();
    send({ type: 'media.time', time: 100, at: T0 });
    // Paused for a minute, then played 20 s with no update in between.
    send({ type: 'media.playing', at: T0 + 60_000 });
    send({ type: 'media.time', time: 120, at: T0 + 80_000 });
    expect(skips()).toEqual([]);
  });

  it('takes the first update of a new media as its start, not a jump', () => {
    const { send, skips } = tracker();
    send({ type: 'media.playing', at: T0 }, { type: 'media.time', time: 2_400, at: T0 });
    send({ type: 'media.changed' }, { type: 'media.time', time: 600, at: T0 + 1_000 });
    expect(skips()).toEqual([]);
  });
});

describe('skipTracker: the history (doc 2 §5)', () => {
  it(`keeps the last ${MAX_SKIP_HISTORY} skips, dropping the oldest`, () => {
    const { send, skips, recorded } = tracker();
    for (let skip = 0; skip <= MAX_SKIP_HISTORY + 1; skip += 1)
      send({ type: 'media.time', time: skip * 20, at: T0 + skip });
    expect(recorded).toHaveBeenCalledTimes(MAX_SKIP_HISTORY + 1);
    expect(skips()).toHaveLength(MAX_SKIP_HISTORY);
    expect(skips()[0]).toMatchObject({ startTime: 20, endTime: 40 });
    expect(skips().at(-1)).toMatchObject({ startTime: 1000, endTime: 1020 });
  });

  it('survives a change of media', () => {
    const { send, skips } = tracker();
    send({ type: 'media.time', time: 0, at: T0 }, { type: 'media.time', time: 45, at: T0 });
    send({ type: 'media.changed' });
    expect(skips()).toHaveLength(1);
  });
});
