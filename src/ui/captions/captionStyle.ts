import type { CSSProperties } from 'react';
import type { CaptionStyling } from '../../domain/captionStyle.ts';
import { FONT_STYLE_SHADOWS } from '../../domain/captions.ts';

/** The largest background blur, at the setting's 100 % (stored as 1). */
export const MAX_CAPTION_BLUR_PX = 10;

/**
 * How a caption line is drawn from the viewer's styling (spec doc 2 §5): colour, background
 * opacity and blur, size (a factor of the container's `--caption-size`), bold and font style.
 * Shared by the overlay and the settings preview, so the preview shows what the player will.
 */
export function captionLineStyle(styling: CaptionStyling): CSSProperties {
  return {
    color: styling.color,
    backgroundColor: `rgb(0 0 0 / ${styling.backgroundOpacity})`,
    backdropFilter:
      styling.backgroundBlur > 0
        ? `blur(${styling.backgroundBlur * MAX_CAPTION_BLUR_PX}px)`
        : undefined,
    fontSize: `calc(var(--caption-size) * ${styling.size})`,
    fontWeight: styling.bold ? 700 : undefined,
    textShadow: FONT_STYLE_SHADOWS[styling.fontStyle],
  };
}

/** The lines' container: its height above the bottom edge, in % (read by the stylesheet). */
export function captionBlockStyle(styling: CaptionStyling): CSSProperties {
  return { '--caption-position': styling.verticalPosition } as CSSProperties;
}
