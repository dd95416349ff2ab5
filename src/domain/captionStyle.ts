import type { CaptionFontStyle } from './captions.ts';

/** How the viewer draws captions (spec doc 1 §3 "styling"). */
export interface CaptionStyling {
  color: string;
  backgroundOpacity: number;
  size: number;
  backgroundBlur: number;
  bold: boolean;
  verticalPosition: number;
  fontStyle: CaptionFontStyle;
}

/** The four colour presets (spec doc 2 §9): white, light blue, yellow, green. */
export const CAPTION_COLOURS = ['#ffffff', '#80b1fa', '#e2e535', '#10b239'] as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A styling change as stored (spec doc 2 §5): opacity and blur 0..1, size 0.01..10, position
 * 0..100, colours in lower case; values that are not numbers (or not `#rrggbb`) are ignored.
 */
export function clampStyling(change: Partial<CaptionStyling>): Partial<CaptionStyling> {
  const kept: Partial<CaptionStyling> = {};
  const number = (value: number | undefined) => (Number.isFinite(value) ? (value as number) : null);
  const opacity = number(change.backgroundOpacity);
  if (opacity !== null) kept.backgroundOpacity = clamp(opacity, 0, 1);
  const blur = number(change.backgroundBlur);
  if (blur !== null) kept.backgroundBlur = clamp(blur, 0, 1);
  const size = number(change.size);
  if (size !== null) kept.size = clamp(size, 0.01, 10);
  const position = number(change.verticalPosition);
  if (position !== null) kept.verticalPosition = clamp(position, 0, 100);
  if (change.color !== undefined && /^#[0-9a-f]{6}$/i.test(change.color)) {
    kept.color = change.color.toLowerCase();
  }
  if (change.bold !== undefined) kept.bold = change.bold;
  if (change.fontStyle !== undefined) kept.fontStyle = change.fontStyle;
  return kept;
}
