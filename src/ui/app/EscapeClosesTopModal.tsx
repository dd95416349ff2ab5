import { useEffect } from 'react';
import { isTypingTarget } from '../primitives/keyboard.ts';
import { useSystemActor } from './AppActor.ts';

/** Escape closes the top modal of the stack, unless the user is typing (spec doc 3 §2). */
export function EscapeClosesTopModal() {
  const modals = useSystemActor('modals');
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        modals.send({ type: 'modal.escape', typing: isTypingTarget(event.target) });
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [modals]);
  return null;
}
