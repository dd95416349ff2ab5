import { vi } from 'vitest';
import type { CastListener } from '../../src/services/cast/adapter.ts';
import type { DisplayListener } from '../../src/services/player/display.ts';

/** A display's listener whose every report a test can read. */
export function displayListener() {
  return {
    qualities: vi.fn(),
    quality: vi.fn(),
    audioTracks: vi.fn(),
    error: vi.fn(),
    retrying: vi.fn(),
    answering: vi.fn(),
  } satisfies DisplayListener;
}

/** A cast adapter's listener whose every report a test can read. */
export function castListener() {
  return {
    availability: vi.fn<CastListener['availability']>(),
    connected: vi.fn<CastListener['connected']>(),
    ended: vi.fn<CastListener['ended']>(),
    time: vi.fn<CastListener['time']>(),
  };
}
