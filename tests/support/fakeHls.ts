import type { ErrorData } from 'hls.js';
import { vi } from 'vitest';
import { HLS_SETTINGS } from '../../src/services/player/hlsDisplay.ts';

/**
 * hls.js as the display drives it, for tests in jsdom (whose lack of Media Source Extensions stops
 * the real one before its first request; e2e/streams.spec.ts runs the real one). It keeps hls.js's
 * own event names and error types; the test emits what hls.js emits. Replace the real one with
 * `vi.mock('hls.js', () => import('…/support/fakeHls.ts'))`.
 */
const real = (await vi.importActual<typeof import('hls.js')>('hls.js')).default;

type Handler = (event: string, data: unknown) => void;

export default class FakeHls {
  static Events = real.Events;
  static ErrorTypes = real.ErrorTypes;
  static ErrorDetails = real.ErrorDetails;
  static isSupported = () => true;
  levels = [];
  audioTracks = [];
  private readonly handlers = new Map<string, Handler[]>();

  /** The settings the display gave it. */
  constructor(readonly config: Record<string, unknown> = {}) {
    players.push(this);
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  emit(event: string, data: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(event, data);
  }
  loadSource() {}
  attachMedia() {}
  destroy() {}
}

/** Every player made, the latest last. */
export const players: FakeHls[] = [];

/**
 * A segment answered with `status`, as hls.js reports it after `retries` earlier failures, with
 * the retry settings the display gave it.
 */
export function segmentFailed(status: number, retries: number, fatal = false): Partial<ErrorData> {
  return {
    type: real.ErrorTypes.NETWORK_ERROR,
    details: real.ErrorDetails.FRAG_LOAD_ERROR,
    fatal,
    error: new Error(`HTTP Error ${status} Not Found`),
    response: { code: status, text: 'Not Found', url: '/segment-000.m4s', data: undefined },
    errorAction: {
      action: 2,
      flags: 0,
      retryCount: retries,
      retryConfig: HLS_SETTINGS.fragLoadPolicy?.default.errorRetry ?? null,
    },
  } as Partial<ErrorData>;
}
