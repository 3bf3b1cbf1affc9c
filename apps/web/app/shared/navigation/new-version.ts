import { redirectDocument } from 'react-router';
import type { DataStrategyResult, MiddlewareFunction } from 'react-router';
import { mayReload } from './reload-guard.ts';

// A newer build than the page's (SPEC 4, 7, 8; decision 0067): found by the poll of
// builds/latest.json (features/pwa), acted on at the next navigation, which loads as a document.

let newerBuild = false;

/** A newer build is out: the next navigation to another page loads it. */
export function newBuildFound(): void {
  newerBuild = true;
}

/**
 * Root's client middleware: with a newer build out, a navigation to another page becomes a
 * document load (React Router's redirectDocument), at most once per path per 10 s. The page's own
 * revalidation (after a form's post) and a change of its query stay on the client.
 */
export const newVersionMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async (
  { request },
  next,
) => {
  if (newerBuild && request.method === 'GET') {
    const url = new URL(request.url);
    if (url.pathname !== window.location.pathname && mayReload(url.pathname))
      throw redirectDocument(url.pathname + url.search + url.hash);
  }
  return next();
};

/**
 * Vite's event for a lazy chunk that failed to load (an old build's file gone, a network that
 * dropped): the page reloads, at most once per path per 10 s; otherwise the failure stands.
 */
export function reloadOnChunkError(): () => void {
  const onError = (event: Event) => {
    if (!mayReload(window.location.pathname)) return;
    event.preventDefault();
    window.location.reload();
  };
  window.addEventListener('vite:preloadError', onError);
  return () => window.removeEventListener('vite:preloadError', onError);
}
