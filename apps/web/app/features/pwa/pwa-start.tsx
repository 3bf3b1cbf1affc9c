import { useEffect } from 'react';
import { reloadOnChunkError } from '../../shared/navigation/new-version.ts';

/**
 * Mounted once in root: a chunk that fails to load reloads the page (guarded), and when the page
 * is idle after hydration the service worker and the build poll start from their own chunk, so
 * the page's first JavaScript carries only these lines (decision 0067).
 */
export function PwaStart() {
  useEffect(() => {
    const stop = reloadOnChunkError();
    const start = () => void import('./pwa-client.ts').then((module) => module.startPwa());
    const idle = window.requestIdleCallback?.(start, { timeout: 4000 });
    const timer = idle === undefined ? window.setTimeout(start, 2000) : undefined;
    return () => {
      stop();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return null;
}
