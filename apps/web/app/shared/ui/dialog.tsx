import { useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusables, trapTab } from './focus.ts';
import { lockScroll } from './scroll-lock.ts';
import { CloseIcon } from './icons.tsx';
import { useModalOpen } from './layers.tsx';
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

// Open dialogs, innermost last: only the top one answers Escape and Tab.
const stack: HTMLElement[] = [];
// Where focus returns; a dialog opened from inside another inherits that one's opener.
const openers = new WeakMap<HTMLElement, Element | null>();

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
  // No layer (cookie notice, city question, install offer) shows while a modal dialog is open.
  useModalOpen(modal);

  // A layout effect: Escape and the focus trap work from the moment the dialog is on screen (a
  // passive effect may run a little later, and a quick Escape would be lost).
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const active = document.activeElement;
    const parent = active?.closest<HTMLElement>('[role="dialog"]');
    const opener = parent && openers.has(parent) ? (openers.get(parent) ?? null) : active;
    openers.set(container, opener);
    stack.push(container);
    const unlock = modal ? lockScroll() : () => {};
    const target =
      initialFocus?.current ??
      container.querySelector<HTMLElement>('[data-autofocus]') ??
      focusables(container)[0] ??
      container;
    if (takeFocus) target.focus({ preventScroll: true });

    const onKey = (event: KeyboardEvent) => {
      if (stack.at(-1) !== container) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (modal) trapTab(event, container);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(container), 1);
      unlock();
      // Focus goes back to the opener unless the visitor already moved it elsewhere; once the
      // dialog is gone. Moved while its fields are still in the page, the blur of the field the
      // visitor was in reaches its form's checks (Conform checks a field on blur by submitting the
      // form with an intent) while React takes the form away, and the browser posts the form.
      if (!(opener instanceof HTMLElement)) return;
      queueMicrotask(() => {
        const now = document.activeElement;
        if (opener.isConnected && (!now || now === document.body || container.contains(now)))
          opener.focus({ preventScroll: true });
      });
    };
  }, [modal, takeFocus, initialFocus]);

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
