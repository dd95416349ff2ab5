const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

/** Keys pressed here belong to the field the user is typing in, not to app shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

const ACTIVATABLE_INPUT_TYPES = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'color',
]);

/**
 * A control that Space (or Enter) presses: the key is the control's, not a shortcut's, so a
 * keyboard user can work buttons and switches in the player's panels.
 */
export function isActivatableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement) return true;
  if (target.tagName === 'SUMMARY') return true;
  return target instanceof HTMLInputElement && ACTIVATABLE_INPUT_TYPES.has(target.type);
}
