import { useEffect } from 'react';
import { SCROLL_LOCK_SHRINK_PX } from '@dealer/domain';

// Several overlays may lock at once (a panel over the menu); the page unlocks with the last one.
let locks = 0;

/** Locks page scroll; the body narrows by 3 px (SPEC 9) standing in for the hidden scrollbar. */
export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  locks += 1;
  if (locks === 1) {
    document.documentElement.dataset.scrollLocked = '';
    document.body.style.overflow = 'hidden';
    document.body.style.width = `calc(100% - ${SCROLL_LOCK_SHRINK_PX}px)`;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      delete document.documentElement.dataset.scrollLocked;
      document.body.style.overflow = '';
      document.body.style.width = '';
    }
  };
}

/** Keeps page scroll locked while `active` is true. */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
