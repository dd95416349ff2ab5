/**
 * Steps on the way to playback that no request shows, as User Timing marks (`flicker:<step>`):
 * `npm run bench:player` reads them beside the requests' Resource Timing. A mark costs nothing
 * while nobody reads it.
 */
export type PlaybackStep =
  | 'app ready'
  | 'hls.js loaded'
  | 'details loaded'
  | 'scrape answered'
  | 'hls.js source set';

export function markStep(step: PlaybackStep): void {
  performance.mark(`flicker:${step}`);
}
