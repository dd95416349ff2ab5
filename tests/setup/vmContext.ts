import { performance as nodePerformance } from 'node:perf_hooks';
import * as webStreams from 'node:stream/web';
import { setImmediate as nextTask } from 'node:timers';
import { types } from 'node:util';

/**
 * The app's tests run in long-lived workers, without a new process and jsdom loaded again per file:
 * a file that mocks a module in a VM context of its own (`pool: 'vmThreads'`), the others sharing a
 * worker's modules (and, in jsdom, its document). What these lack that Node and a browser have, and
 * what tells them apart, is made up here.
 */

// jsdom's window has no streams (MSW builds on them) and a `performance` without User Timing.
for (const [name, value] of Object.entries(webStreams)) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, writable: true });
}
if (typeof performance.mark !== 'function') {
  Object.defineProperty(globalThis, 'performance', {
    value: nodePerformance,
    writable: true,
    configurable: true,
  });
}

// Node's own `fetch` and `URL` throw errors of Node's realm, which the context's `Error` does not
// claim: a page has one realm, in which `instanceof Error` holds of a failed fetch's error.
// Subclasses inherit the check, hence `this`: only the type itself takes the other realm's errors.
for (const type of [Error, TypeError, SyntaxError]) {
  Object.defineProperty(type, Symbol.hasInstance, {
    configurable: true,
    value(this: unknown, value: unknown) {
      return (
        Function.prototype[Symbol.hasInstance].call(this, value) ||
        (this === type &&
          types.isNativeError(value) &&
          (type === Error || value.name === type.name))
      );
    },
  });
}

/**
 * Node's `BroadcastChannel` joins every thread of the process: a file's page would hear the pages
 * of files running beside it, or after it, in the same worker. A browser's joins the tabs of one
 * origin; here, the channels of one file. Messages are cloned and delivered as a later task (by
 * Node's own clock, so fake timers hold none back), to every other open channel of the name.
 */
const channels = new Map<string, Set<FileBroadcastChannel>>();

class FileBroadcastChannel extends EventTarget {
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly name: string) {
    super();
    const named = channels.get(name) ?? new Set();
    channels.set(name, named.add(this));
    this.addEventListener('message', (event) => this.onmessage?.(event as MessageEvent));
  }

  postMessage(message: unknown): void {
    const receivers = [...(channels.get(this.name) ?? [])].filter((channel) => channel !== this);
    for (const receiver of receivers) {
      const data = structuredClone(message);
      nextTask(() => {
        if (channels.get(this.name)?.has(receiver)) {
          receiver.dispatchEvent(new MessageEvent('message', { data }));
        }
      });
    }
  }

  close(): void {
    channels.get(this.name)?.delete(this);
  }
}
Object.defineProperty(globalThis, 'BroadcastChannel', {
  value: FileBroadcastChannel,
  writable: true,
  configurable: true,
});
