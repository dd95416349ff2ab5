/**
 * Where the scraper client's `humanCheck` waits for the viewer: the client asks, a dialog that
 * watches the gate asks the viewer and settles it with a token, or without one (cancelled).
 */
export function createHumanCheckGate() {
  let pending: { promise: Promise<string>; settle: (token: string | null) => void } | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    /** The client's `humanCheck`: one question at a time, however many scrapes wait on it. */
    ask(): Promise<string> {
      if (!pending) {
        let settle!: (token: string | null) => void;
        const promise = new Promise<string>((resolve, reject) => {
          settle = (token) =>
            token === null ? reject(new Error('The human check was cancelled')) : resolve(token);
        });
        pending = { promise, settle };
        notify();
      }
      return pending.promise;
    },
    /** Whether a scrape waits for the viewer. */
    waiting: () => pending !== null,
    settle(token: string | null) {
      const settling = pending;
      pending = null;
      settling?.settle(token);
      notify();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type HumanCheckGate = ReturnType<typeof createHumanCheckGate>;
