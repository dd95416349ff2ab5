import { type ReactNode, useEffect } from 'react';
import { useSystemActor, useSystemSelector } from '../app/AppActor.ts';
import { onDemand } from './onDemand.ts';

/** Radix's dialog, fetched when the browser is idle or, at the latest, when a modal opens. */
const radixDialog = onDemand(() =>
  import('./RadixDialog.tsx').then((module) => module.RadixDialog),
);

/**
 * A modal on the app's modal stack (machines/app/modals): open while its id is on the stack; Escape
 * is handled by the stack (top modal only, not while typing), so Radix's own Escape is turned off.
 * Radix restores the focus to the opener on close, also when it mounts a moment after the opening.
 */
export function Modal({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const modals = useSystemActor('modals');
  const open = useSystemSelector('modals', (snapshot) => snapshot.context.stack.includes(id));
  const RadixDialog = radixDialog.useComponent();
  radixDialog.usePreloadWhenIdle();
  useEffect(() => {
    if (open) radixDialog.preload();
  }, [open]);
  if (!RadixDialog) return null;
  return (
    <RadixDialog open={open} title={title} onClose={() => modals.send({ type: 'modal.close', id })}>
      {children}
    </RadixDialog>
  );
}
