import { act } from 'react';

/**
 * Clicks an element in a test DOM; returns whether the page took the click over (prevented its
 * default). The test DOM's own default (following a link) never runs.
 */
export function clickTakenOver(element: Element | null | undefined, init: MouseEventInit = {}) {
  let prevented = false;
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record, { once: true });
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => void element?.dispatchEvent(event));
  window.removeEventListener('click', record);
  return prevented;
}
