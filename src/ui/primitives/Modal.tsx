import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemActor, useSystemSelector } from '../app/AppActor.ts';

/**
 * A modal on the app's modal stack (machines/app/modals): open while its id is on the stack; Escape
 * is handled by the stack (top modal only, not while typing), so Radix's own Escape is turned off.
 */
export function Modal({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const modals = useSystemActor('modals');
  const open = useSystemSelector('modals', (snapshot) => snapshot.context.stack.includes(id));
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => !next && modals.send({ type: 'modal.close', id })}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal"
          onEscapeKeyDown={(event) => event.preventDefault()}
          aria-describedby={undefined}
        >
          <Dialog.Title className="modal-title">{title}</Dialog.Title>
          {children}
          <Dialog.Close className="button button-ghost modal-close">
            {t('modal.close')}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
