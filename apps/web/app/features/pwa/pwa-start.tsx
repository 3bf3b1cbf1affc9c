import { useEffect } from 'react';

/** After the load event: then the page's own requests are done, and the worker's precache waits. */
const AFTER_LOAD_MS = 2000;

/**
 * Mounted once in root: once the page has loaded and settled (2 s after the load event, when the
 * browser is idle) the chunk guard, the service worker and the build poll start from their own
 * chunk, so neither their code nor the worker's 1 MB precache competes with the page's arrival
 * (decision 0067).
 */
export function PwaStart() {
  // Mounted for the page's life (root): nothing to undo.
  useEffect(() => {
    // Safari has no requestIdleCallback: there the start waits for a task of its own.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const start = () =>
      setTimeout(
        () => idle(() => void import('./pwa-client.ts').then((m) => m.startPwa())),
        AFTER_LOAD_MS,
      );
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start);
  }, []);
  return null;
}
