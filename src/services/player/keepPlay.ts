import type { MediaElement } from './display.ts';

/**
 * Puts a source on the element (`attach`), keeping a play asked before: a new source starts the
 * element's load algorithm, which resets `paused` and drops the play (the view asks to play as
 * the player opens, and hls.js may be there by then).
 */
export function setSourceKeepingPlay(element: MediaElement, attach: () => void): void {
  const playAsked = !element.paused;
  attach();
  if (playAsked && element.paused) element.play().catch(() => {});
}
