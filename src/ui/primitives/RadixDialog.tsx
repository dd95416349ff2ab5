import { Dialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';

/** Modal's Radix part, fetched on demand (see Modal.tsx). */
export function RadixDialog({
  open,
  title,
  onClose,
  closesOnEscape = false,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** For a dialog of a flow rather than of the modal stack, which handles Escape itself. */
  closesOnEscape?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal"
          // The app's modal stack handles Escape (see Modal.tsx).
          onEscapeKeyDown={(event) => {
            if (!closesOnEscape) event.preventDefault();
          }}
          aria-describedby={undefined}
          // Radix gives the focus back to a Dialog.Trigger; modals open from anywhere (the stack).
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current instanceof HTMLElement) opener.current.focus();
          }}
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
