import { useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons.tsx';
import { useDialog } from './use-dialog.ts';
import styles from './dialog.module.css';

export type DialogPlacement = 'center' | 'left' | 'right' | 'bottom' | 'full';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Heading shown at the top and naming the dialog. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  placement?: DialogPlacement;
  /** Non-modal dialogs (the city popup) neither trap focus nor lock scroll nor dim the page. */
  modal?: boolean;
  /** Moves focus into the dialog on open (default: modal dialogs only; a popup that opens by itself does not steal it). */
  takeFocus?: boolean;
  /** Element focused on open; else the first [data-autofocus], else the first focusable. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * The dialog primitive behind every panel, popup and sheet: role=dialog, labelled, focus
 * trapped, Escape and the backdrop close it, focus returns to the opener, scroll is locked.
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogBody {...props} />, document.body);
}

function DialogBody({
  onClose,
  title,
  label,
  placement = 'center',
  modal = true,
  takeFocus = modal,
  initialFocus,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  useDialog(ref, { active: true, onClose, modal, takeFocus, initialFocus });

  return (
    <div className={`${styles.root} ${styles[placement]} ${modal ? styles.modal : ''}`}>
      {modal && (
        <div className={styles.backdrop} onClick={() => close.current()} aria-hidden="true" />
      )}
      <div
        ref={ref}
        role="dialog"
        aria-modal={modal ? true : undefined}
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        className={`${styles.panel} ${className ?? ''}`}
      >
        {title !== undefined && (
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={() => close.current()}
              aria-label="Закрыть"
            >
              <CloseIcon />
            </button>
          </div>
        )}
        {children}
      </div>
    </div>
  );
}

/** A panel sliding in from a side of the screen (menu, city, login, feedback). */
export function Sheet({
  side = 'right',
  ...props
}: Omit<DialogProps, 'placement'> & { side?: 'left' | 'right' | 'bottom' }) {
  return <Dialog {...props} placement={side} />;
}
