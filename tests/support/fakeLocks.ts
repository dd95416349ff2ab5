import type { Locks } from '../../src/services/browser/locks.ts';

/**
 * The Web Locks of one browser, in memory: one holder per name, the others waiting in the order
 * they asked; a waiting request given up (its signal aborted) leaves the queue.
 */
export function fakeLocks(): Locks {
  const queues = new Map<string, Array<() => void>>();
  const held = new Set<string>();
  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  return {
    request(name, { signal }, callback) {
      return new Promise<void>((resolve, reject) => {
        const run = () => {
          held.add(name);
          callback()
            .then(resolve, reject)
            .finally(() => grantNext(name));
        };
        if (!held.has(name)) {
          run();
          return;
        }
        const queue = queues.get(name) ?? [];
        queue.push(run);
        queues.set(name, queue);
        signal?.addEventListener('abort', () => {
          const index = queue.indexOf(run);
          if (index === -1) return;
          queue.splice(index, 1);
          reject(signal.reason);
        });
      });
    },
  };
}
