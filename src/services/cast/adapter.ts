import type { CastSource } from '../../domain/cast.ts';

export type { CastCaptions, CastSource } from '../../domain/cast.ts';

/**
 * Casting to a TV (spec doc 2 §4): one interface over the browser's Remote Playback API and the
 * Chromecast sender framework, so the casting machine does not care which one it drives.
 */

/** What the adapter tells of the device and the session, as it happens. */
export interface CastListener {
  /** Whether there is a device to cast to. */
  availability(available: boolean): void;
  /** A session started (from our button, the browser's own menu, or resumed after a reload). */
  connected(device: string | null): void;
  /** The session ended: stopped here, on the device, or the connection was lost. */
  ended(): void;
  /** Where the remote device is playing, in seconds. */
  time(seconds: number): void;
}

export interface CastAdapter {
  /** Listens until the returned function is called. */
  watch(listener: CastListener): () => void;
  /** Opens the browser's device picker; rejects when the viewer cancels it or it fails. */
  start(): Promise<void>;
  /** Ends the session; playback comes back to this page. */
  stop(): Promise<void>;
  /** Plays `source` on the device; rejects with a CastLoadError saying why it could not. */
  load(source: CastSource): Promise<void>;
}

/** The device refused what it was asked to play; `message` is the framework's own words. */
export class CastLoadError extends Error {
  override name = 'CastLoadError';
}

/** The name a framework gives whatever it failed with: an Error, an error code, an error object. */
export function failureMessage(failure: unknown): string {
  if (failure instanceof Error) return failure.message;
  if (typeof failure === 'object' && failure !== null) {
    const { description, code } = failure as { description?: unknown; code?: unknown };
    if (typeof description === 'string' && description) return description;
    if (typeof code === 'string' && code) return code;
  }
  return String(failure);
}
