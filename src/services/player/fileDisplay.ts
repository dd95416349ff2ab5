import type { FileStream, StreamQuality } from '../../contracts/stream.ts';
import type { Display, DisplayListener, MediaElement } from './display.ts';
import { setSourceKeepingPlay } from './keepPlay.ts';
import { bestFirst, pickQuality } from './quality.ts';

/**
 * MP4 files by quality (spec doc 2 §3, §5): plays the wanted quality or the nearest available one;
 * switching quality keeps the position and whether it was playing. Other file types are skipped
 * with a warning.
 */
export function attachFile(
  element: MediaElement,
  stream: FileStream,
  {
    startAt,
    wanted,
    listener,
  }: { startAt: number; wanted: StreamQuality | 'auto'; listener: DisplayListener },
): Display {
  const urls = new Map<StreamQuality, string>();
  for (const [quality, file] of Object.entries(stream.qualities)) {
    if (file?.type === 'mp4') urls.set(quality as StreamQuality, file.url);
    else console.warn(`Skipping the ${quality} file of type ${String(file?.type)}: not mp4`);
  }
  const available = bestFirst(urls.keys());
  if (available.length === 0) {
    listener.error({ type: 'unsupported', message: 'The stream has no MP4 file to play' });
    return { setQuality() {}, setAudioTrack() {}, destroy() {} };
  }
  let current: StreamQuality | undefined;

  function play(quality: StreamQuality | 'auto', at: number) {
    const chosen = pickQuality(available, quality);
    if (chosen === current) return;
    current = chosen;
    setSourceKeepingPlay(element, () => {
      element.src = urls.get(chosen) as string;
      element.currentTime = at;
    });
    listener.quality(chosen);
  }

  listener.qualities(available);
  listener.audioTracks([], undefined);
  play(wanted, startAt);
  return {
    setQuality: (quality) => play(quality, element.currentTime),
    setAudioTrack() {},
    destroy() {
      element.pause();
      element.removeAttribute('src');
      element.load();
    },
  };
}
