import type { CastSource } from '../../src/domain/cast.ts';
import type { CastAdapter, CastListener } from '../../src/services/cast/index.ts';

interface Pending {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * A cast adapter the test drives: it records what it is asked (start, stop, load with what),
 * answers when the test says, and tells the machine what the test makes the device do.
 */
export function fakeCastAdapter() {
  let listener: CastListener | undefined;
  const pending: Record<'start' | 'stop' | 'load', Pending[]> = { start: [], stop: [], load: [] };
  const calls: string[] = [];
  const loaded: CastSource[] = [];
  const ask = (what: keyof typeof pending) =>
    new Promise<void>((resolve, reject) => {
      calls.push(what);
      pending[what].push({ resolve, reject });
    });
  const adapter: CastAdapter = {
    watch(to) {
      listener = to;
      return () => {
        listener = undefined;
      };
    },
    start: () => ask('start'),
    stop: () => ask('stop'),
    load: (source) => {
      loaded.push(source);
      return ask('load');
    },
  };
  return {
    adapter,
    calls,
    loaded,
    /** Whether the machine listens to the adapter now. */
    get watched() {
      return listener !== undefined;
    },
    /** What the device does, told to whoever listens (nobody before detection). */
    device: {
      available: (available: boolean) => listener?.availability(available),
      connected: (name: string | null) => listener?.connected(name),
      ended: () => listener?.ended(),
      time: (seconds: number) => listener?.time(seconds),
    },
    /** Answers the latest unanswered request of that kind. */
    answer(what: keyof typeof pending, error?: unknown) {
      const next = pending[what].pop();
      if (!next) throw new Error(`Nothing asked to ${what}`);
      if (error === undefined) next.resolve();
      else next.reject(error);
    },
    pending: (what: keyof typeof pending) => pending[what].length,
  };
}

export type FakeCastAdapter = ReturnType<typeof fakeCastAdapter>;
