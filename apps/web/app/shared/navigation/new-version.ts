import { redirectDocument } from 'react-router';
import type { DataStrategyResult, MiddlewareFunction } from 'react-router';

// A newer build than the page's (SPEC 4, 7, 8; decision 0067): found by the poll of
// builds/latest.json (features/pwa), acted on at the next navigation, which loads as a document.

/** Set once a newer build is out: whether a path may be reloaded now (the 10 s guard). */
let reloadAllowed: ((path: string) => boolean) | null = null;

/** A newer build is out: the next navigation to another page loads it, as `mayReload` allows. */
export function newBuildFound(mayReload: (path: string) => boolean): void {
  reloadAllowed = mayReload;
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
  if (reloadAllowed && request.method === 'GET') {
    const { pathname } = new URL(request.url);
    if (pathname !== window.location.pathname && reloadAllowed(pathname))
      throw redirectDocument(request.url);
  }
  return next();
};
