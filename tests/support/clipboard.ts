/**
 * A clipboard whose writes wait until the test lets them succeed or fail (jsdom has none), and
 * that remembers what was written.
 */
export function holdClipboard() {
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void; text: string }> = [];
  let contents = '';
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) =>
        new Promise<void>((resolve, reject) => pending.push({ resolve, reject, text })),
    },
  });
  return {
    allow: () => {
      const write = pending.shift();
      if (!write) throw new Error('Nothing is being written to the clipboard');
      contents = write.text;
      write.resolve();
    },
    deny: () =>
      pending.shift()?.reject(new DOMException('Write permission denied', 'NotAllowedError')),
    get contents() {
      return contents;
    },
  };
}
