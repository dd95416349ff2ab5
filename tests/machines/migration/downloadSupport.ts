import { vi } from 'vitest';

/**
 * The browser's side of saving a file, as a test sees it: the blob each download link offered and
 * the file name it suggested. `failing` makes the browser refuse to make the link.
 */
export function offeredDownloads() {
  const offered: Array<{ name: string; blob: Blob }> = [];
  const browser = { failing: false };
  const blobs = new Map<string, Blob>();
  let made = 0;
  // jsdom has no blob URLs.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      if (browser.failing) throw new DOMException('Out of memory', 'NotReadableError');
      made += 1;
      const url = `blob:test/${made}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob && this.download && this.isConnected) offered.push({ name: this.download, blob });
  });
  return { offered, browser };
}
