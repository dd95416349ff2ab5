import type { RemotePlaybackLike } from '../../src/services/cast/remotePlayback.ts';
import { FakeMediaElement } from './fakeMediaElement.ts';

/**
 * The Remote Playback API as the specification describes it, with a device the test plays:
 * availability watchers, a picker whose answer the test gives, connect and disconnect events.
 */
export class FakeRemotePlayback extends EventTarget implements RemotePlaybackLike {
  state: RemotePlaybackLike['state'] = 'disconnected';
  /** Whether the browser can watch for devices at all (for this video). */
  canWatch = true;
  private watchers = new Map<number, (available: boolean) => void>();
  private nextId = 1;
  private available = false;
  private picker: { resolve: () => void; reject: (error: unknown) => void } | undefined;

  async watchAvailability(callback: (available: boolean) => void): Promise<number> {
    if (!this.canWatch) throw new DOMException('Cannot watch', 'NotSupportedError');
    const id = this.nextId++;
    this.watchers.set(id, callback);
    queueMicrotask(() => callback(this.available));
    return id;
  }
  async cancelWatchAvailability(id?: number): Promise<void> {
    if (id === undefined) this.watchers.clear();
    else this.watchers.delete(id);
  }
  prompt(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.picker = { resolve, reject };
    });
  }

  get watching(): number {
    return this.watchers.size;
  }
  get pickerOpen(): boolean {
    return this.picker !== undefined;
  }
  /** A device comes in reach, or goes. */
  setAvailable(available: boolean) {
    this.available = available;
    for (const watcher of this.watchers.values()) watcher(available);
  }
  /** The viewer picks a device in the picker: it connects. */
  pick() {
    this.picker?.resolve();
    this.picker = undefined;
    this.state = 'connecting';
    this.dispatchEvent(new Event('connecting'));
    this.state = 'connected';
    this.dispatchEvent(new Event('connect'));
  }
  dismissPicker() {
    this.picker?.reject(new DOMException('The prompt was dismissed.', 'NotAllowedError'));
    this.picker = undefined;
  }
  disconnect() {
    if (this.state === 'disconnected') return;
    this.state = 'disconnected';
    this.dispatchEvent(new Event('disconnect'));
  }
  /** What `disableRemotePlayback` does by the specification: watchers cancelled, disconnected. */
  disabled() {
    this.watchers.clear();
    this.disconnect();
  }
}

/** A video element with the Remote Playback API. */
export class RemotePlayableVideo extends FakeMediaElement {
  readonly remote = new FakeRemotePlayback();
  private disabled = false;
  get disableRemotePlayback() {
    return this.disabled;
  }
  set disableRemotePlayback(value: boolean) {
    if (value && !this.disabled) this.remote.disabled();
    this.disabled = value;
  }
}
