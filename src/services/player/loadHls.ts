import { markStep } from '../perf/marks.ts';

let hlsModule: Promise<typeof import('hls.js')> | undefined;

/** hls.js, fetched once (a failed fetch is tried again at the next call). */
export function loadHls(): Promise<typeof import('hls.js')> {
  hlsModule ??= import('hls.js').then(
    (module) => {
      markStep('hls.js loaded');
      return module;
    },
    (error: unknown) => {
      hlsModule = undefined;
      throw error;
    },
  );
  return hlsModule;
}

/**
 * Starts fetching hls.js before a stream is known (as the player page opens), so that it is there
 * when the stream is; a failure shows when a stream needs it.
 */
export function preloadHls(): void {
  loadHls().catch(() => {});
}
