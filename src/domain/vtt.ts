import type { TimedCue } from './captions.ts';

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** `hh:mm:ss.mmm`, never below 0. */
function timestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Cue HTML as WebVTT cue text: line breaks as lines; b, i, u, ruby and rt kept; other tags go. */
function cueText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<(?!\/?(b|i|u|ruby|rt)>)[^>]*>/gi, '')
    .replace(/\n{2,}/g, '\n');
}

/**
 * Cues as a WebVTT file for the browser's own captions (spec doc 1 §3 `enableNativeSubtitles`),
 * shifted by the viewer's delay: a positive delay shows them later.
 */
export function cuesToVtt(cues: readonly TimedCue[], delay = 0): string {
  const blocks = cues
    .filter((cue) => cue.end + delay > 0)
    .map(
      (cue) =>
        `${timestamp(cue.start + delay)} --> ${timestamp(cue.end + delay)}\n${cueText(cue.text)}`,
    );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
