/**
 * Runs `work` with the clock stopped at `time`: `Date.now()` and `new Date()` give it. The machines
 * read the clock in some guards and assignments (a region detected 30 days ago, a notification past
 * its auto-read age); explored at the time the walks were recorded, the plans do not change with the
 * day they are generated, and the recorded payloads mean what they meant then.
 */
export function atTime<T>(time: number, work: () => T): T {
  const RealDate = globalThis.Date;
  class StoppedDate extends RealDate {
    constructor(...args: unknown[]) {
      super(...((args.length > 0 ? args : [time]) as [number]));
    }
    static override now() {
      return time;
    }
  }
  globalThis.Date = StoppedDate as DateConstructor;
  try {
    return work();
  } finally {
    globalThis.Date = RealDate;
  }
}
