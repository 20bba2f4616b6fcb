import { useRef } from 'react';
import type { ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as styles from './dialog.css.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom, e.g. <Button onClick={...}>OK</Button>. */
  actions?: ReactNode;
  /** Hides the corner close button when the dialog must be answered through its actions. */
  hideCloseButton?: boolean;
  closeLabel?: string;
}

// Radix provides the modal semantics: focus trapped inside, Escape and the close
// button call onOpenChange(false), focus returns to the trigger afterwards.
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  hideCloseButton = false,
  closeLabel = 'Close',
}: DialogProps) {
  // Radix returns focus only to a Dialog.Trigger; our dialogs are opened by state
  // (e.g. an API error), so remember what had focus and go back there on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={styles.content}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          // Without a description Radix warns unless aria-describedby is explicitly cleared.
          {...(description == null ? { 'aria-describedby': undefined } : {})}
        >
          <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
          {description != null ? (
            <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>
          ) : null}
          {children}
          {actions != null ? <div className={styles.actions}>{actions}</div> : null}
          {hideCloseButton ? null : (
            <DialogPrimitive.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wrap an action button with this to close the dialog when it is activated. */
export const DialogClose = DialogPrimitive.Close;
