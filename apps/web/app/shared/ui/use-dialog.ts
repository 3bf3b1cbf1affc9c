import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { firstFocusable, trapTab } from './focus.ts';
import { lockScroll } from './scroll-lock.ts';
import { useModalOpen } from './layers.tsx';

// Open dialogs, innermost last: only the top one answers Escape and Tab.
const stack: HTMLElement[] = [];
// Where focus returns; a dialog opened from inside another inherits that one's opener.
const openers = new WeakMap<HTMLElement, Element | null>();

export interface DialogBehaviour {
  /** Whether the element is a dialog now (a panel in the page may be one only while open). */
  active: boolean;
  onClose: () => void;
  /** Non-modal dialogs (the city popup) neither trap focus nor lock scroll. */
  modal?: boolean;
  /** Moves focus into the dialog on open (default: modal dialogs only). */
  takeFocus?: boolean;
  /** Element focused on open; else the first [data-autofocus], else the first focusable. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * What makes an element a dialog once it is one: Escape closes it, Tab stays in it, page scroll is
 * locked, no layer shows over it, focus moves in and goes back to the opener. The Dialog primitive
 * uses it for its portal; the listing's filter panel for the sidebar it opens in place on a phone.
 */
export function useDialog(
  ref: RefObject<HTMLElement | null>,
  { active, onClose, modal = true, takeFocus = modal, initialFocus }: DialogBehaviour,
): void {
  const close = useRef(onClose);
  close.current = onClose;
  // No layer (cookie notice, city question, install offer) shows while a modal dialog is open.
  useModalOpen(active && modal);

  // A layout effect: Escape and the focus trap work from the moment the dialog is on screen (a
  // passive effect may run a little later, and a quick Escape would be lost).
  useLayoutEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const focused = document.activeElement;
    const parent = focused?.closest<HTMLElement>('[role="dialog"]');
    const opener = parent && openers.has(parent) ? (openers.get(parent) ?? null) : focused;
    openers.set(container, opener);
    stack.push(container);
    const unlock = modal ? lockScroll() : () => {};
    const target =
      initialFocus?.current ??
      container.querySelector<HTMLElement>('[data-autofocus]') ??
      firstFocusable(container) ??
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
  }, [ref, active, modal, takeFocus, initialFocus]);
}
