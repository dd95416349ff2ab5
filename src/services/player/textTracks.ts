import type { MediaElement } from './display.ts';

/**
 * Keeps the text tracks a stream brings (the browser's own HLS subtitle renditions, an MP4's
 * subtitle tracks) disabled, whatever the stream marks as default: the caption overlay is the one
 * place captions are drawn. The tracks of `<track>` elements are the page's own and are left as
 * they are: the viewer's captions when they prefer the browser's (enableNativeSubtitles).
 * Browsers pick a default track after adding it, so every change is checked, not only additions.
 * Returns the function that stops it.
 */
export function keepStreamTextTracksOff(element: MediaElement): () => void {
  const { textTracks } = element;
  const disable = () => {
    const own = new Set(Array.from(element.querySelectorAll('track'), (node) => node.track));
    for (const track of Array.from(textTracks)) {
      if (!own.has(track) && track.mode !== 'disabled') track.mode = 'disabled';
    }
  };
  disable();
  textTracks.addEventListener('addtrack', disable);
  textTracks.addEventListener('change', disable);
  return () => {
    textTracks.removeEventListener('addtrack', disable);
    textTracks.removeEventListener('change', disable);
  };
}
