const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  'summary',
].join(',');

/**
 * Whether Tab reaches the element. Inside a closed <details> only its summary is reached: the
 * rest is not asked where it is, since the browser would lay that hidden content out for the
 * question, once per group (the listing's filter panel has several, on its first tap).
 */
function reachable(element: HTMLElement): boolean {
  if (element.closest('[hidden],[inert]')) return false;
  for (
    let closed = element.closest('details:not([open])');
    closed;
    closed = closed.parentElement?.closest('details:not([open])') ?? null
  )
    if (!closed.querySelector(':scope > summary')?.contains(element)) return false;
  return element.getClientRects().length > 0;
}

/** The elements Tab reaches inside a container, in order, skipping hidden ones. */
export function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(reachable);
}

/** The first element Tab reaches inside a container (the others are not looked at). */
export function firstFocusable(container: HTMLElement): HTMLElement | undefined {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find(reachable);
}

/** Keeps Tab and Shift+Tab cycling inside the container. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusables(container);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
