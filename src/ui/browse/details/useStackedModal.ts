import { useEffect, useRef } from 'react';
import { useSystemActor, useSystemSelector } from '../../app/AppActor.ts';

/**
 * Keeps a modal on the app's modal stack in step with the state that owns it (the detail machine,
 * the address bar): on the stack while `open`, and `onDismissed` when the stack closes it (Escape,
 * the close button, a click outside), so the owner can follow.
 */
export function useStackedModal(id: string, open: boolean, onDismissed: () => void): void {
  const modals = useSystemActor('modals');
  const onStack = useSystemSelector('modals', (snapshot) => snapshot.context.stack.includes(id));
  const wasOnStack = useRef(false);
  const dismissed = useRef(onDismissed);
  dismissed.current = onDismissed;

  useEffect(() => {
    if (!open) return;
    modals.send({ type: 'modal.open', id });
    return () => modals.send({ type: 'modal.close', id });
  }, [modals, id, open]);

  useEffect(() => {
    if (onStack) {
      wasOnStack.current = true;
    } else if (wasOnStack.current) {
      wasOnStack.current = false;
      if (open) dismissed.current();
    }
  }, [onStack, open]);
}
