/**
 * 1 where `element` reads left to right, -1 where it reads right to left: scroll offsets and
 * `scrollBy` count along the screen, so "forward" is leftward in Arabic or Hebrew.
 */
export function inlineSign(element: Element): 1 | -1 {
  return getComputedStyle(element).direction === 'rtl' ? -1 : 1;
}
