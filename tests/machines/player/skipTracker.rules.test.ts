import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type SkipRecord,
  skipTrackerMachine,
} from '../../../src/machines/player/skipTracker.machine.ts';

/**
 * Skip tracking (spec doc 2 §5): a jump of 15 s or more that misses where normal playback would
 * be by 3 s or more is a skip; stated by the skips kept and handed to the owner.
 */
const T0 = Date.UTC(2026, 2, 15, 20, 0, 0);

function tracker() {
  const handed: SkipRecord[] = [];
  const actor = createActor(
    skipTrackerMachine.provide({ actions: { skipRecorded: (_, { skip }) => handed.push(skip) } }),
  ).start();
  const send = (...events: Parameters<typeof actor.send>[0][]) => {
    for (const event of events) actor.send(event);
  };
  return { send, skips: () => actor.getSnapshot().context.skips, handed };
}

/** Smooth playback from `from` s at `at` ms: an update each second for `seconds`. */
function smooth(from: number, at: number, seconds: number) {
  return Array.from({ length: seconds }, (_, i) => ({
    type: 'media.time' as const,
    time: from + i + 1,
    at: at + (i + 1) * 1_000,
  }));
}

describe('skips: normal playback is expected from the last update (doc 2 §5)', () => {
  it('ignores an update that comes late after a while of playing, as far on as the time passed', () => {
    const { send, skips, handed } = tracker();
    send({ type: 'media.playing', at: T0 }, ...smooth(0, T0, 30));
    // The tab was in the background: the next update comes 20 s later, 20 s further on.
    send({ type: 'media.time', time: 50, at: T0 + 50_000 });
    expect(skips()).toEqual([]);
    expect(handed).toEqual([]);
  });
});

describe('skips: a new media starts paused (doc 2 §5)', () => {
  it('counts a jump in a new media that has not played yet, whatever time passed', () => {
    const { send, skips } = tracker();
    send({ type: 'media.playing', at: T0 }, ...smooth(0, T0, 5));
    send({ type: 'media.changed' }, { type: 'media.time', time: 0, at: T0 + 10_000 });
    // Not playing: the viewer drags the new media 20 s on, 20 s later.
    send({ type: 'media.time', time: 20, at: T0 + 30_000 });
    expect(skips()).toMatchObject([{ startTime: 0, endTime: 20, kind: 'skip' }]);
  });
});
