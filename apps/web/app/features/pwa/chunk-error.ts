import { mayReload } from '../../shared/navigation/reload-guard.ts';

/**
 * Vite's event for a lazy chunk that failed to load (an old build's file gone, a network that
 * dropped): the page reloads, at most once per path per 10 s; otherwise the failure stands.
 */
export function reloadOnChunkError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!mayReload(window.location.pathname)) return;
    event.preventDefault();
    window.location.reload();
  });
}
