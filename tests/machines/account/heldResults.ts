/**
 * Results of a side effect that is not a request (a key derivation, a captcha provider), held until
 * the test settles them, oldest first; a settlement made before the call waits for it.
 */
export function holdResults<T>() {
  const waiting: Array<{ resolve: (value: T) => void; reject: (error: Error) => void }> = [];
  const early: Array<(call: (typeof waiting)[number]) => void> = [];
  const settle = (how: (call: (typeof waiting)[number]) => void) => {
    const call = waiting.shift();
    if (call) how(call);
    else early.push(how);
  };
  let calls = 0;
  return {
    /** The side effect, as the machine calls it. */
    next: () =>
      new Promise<T>((resolve, reject) => {
        calls += 1;
        const call = { resolve, reject };
        const settled = early.shift();
        if (settled) settled(call);
        else waiting.push(call);
      }),
    resolve: (value: T) => settle((call) => call.resolve(value)),
    reject: (error: Error) => settle((call) => call.reject(error)),
    get calls() {
      return calls;
    },
  };
}
