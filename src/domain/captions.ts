/** A cue: when it shows, in seconds of the video, and its (sanitised) text. */
export interface TimedCue {
  start: number;
  end: number;
  text: string;
}

/**
 * The cues showing at `time` with the viewer's delay (spec doc 2 §5): a positive delay shows the
 * captions later, so at `time` the cues of `time - delay` show.
 */
export function activeCues<T extends TimedCue>(cues: readonly T[], time: number, delay = 0): T[] {
  const at = time - delay;
  return cues.filter((cue) => cue.start <= at && at < cue.end);
}

export type CaptionFontStyle = 'default' | 'raised' | 'depressed' | 'uniform' | 'dropShadow';

/** The outline each font style draws around the letters (spec doc 1 §3 font styles). */
export const FONT_STYLE_SHADOWS: Record<CaptionFontStyle, string> = {
  default: 'none',
  raised: '1px 1px 0 #000, 2px 2px 0 rgb(0 0 0 / 0.6)',
  depressed: '-1px -1px 0 #000, -2px -2px 0 rgb(0 0 0 / 0.6)',
  uniform: '-1px -1px 0 #000, 1px -1px 0 #000, -1px 1px 0 #000, 1px 1px 0 #000',
  dropShadow: '2px 2px 4px rgb(0 0 0 / 0.9)',
};

/** Subtitle files a viewer may drop on the player (spec doc 2 §5); others are ignored. */
export const SUBTITLE_EXTENSIONS = ['srt', 'vtt'] as const;

/** The subtitle format of a file name, or null when it is not one the player takes. */
export function subtitleFormatOf(fileName: string): (typeof SUBTITLE_EXTENSIONS)[number] | null {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return SUBTITLE_EXTENSIONS.find((known) => known === extension) ?? null;
}
