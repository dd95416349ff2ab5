/** `[` and `]` move the subtitles by half a second (spec doc 2 §5, §9). */
export const SUBTITLE_DELAY_STEP = 0.5;
/** The delay slider's range, in seconds either way (spec doc 2 §5). */
export const SUBTITLE_DELAY_LIMIT = 20;

/** A delay within ±20 s, to one decimal (the slider's step); not a number counts as none. */
export function clampSubtitleDelay(seconds: number): number {
  if (!Number.isFinite(seconds)) return 0;
  const clamped = Math.min(SUBTITLE_DELAY_LIMIT, Math.max(-SUBTITLE_DELAY_LIMIT, seconds));
  return Math.round(clamped * 10) / 10 || 0;
}

/** The delay as the indicator shows it: `+1.5`, `-0.5`, `0`. */
export function formatSubtitleDelay(seconds: number): string {
  return seconds > 0 ? `+${seconds}` : `${seconds}`;
}
