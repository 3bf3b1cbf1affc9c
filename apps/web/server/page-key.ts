import type { IncomingMessage } from 'node:http';
import { isbot } from 'isbot';
import { pageQueryKey } from '@dealer/domain';

export interface PageKeyOptions {
  holdingOf: (req: IncomingMessage) => number;
  cityOf: (req: IncomingMessage, url: URL) => string;
}

/**
 * What a public page's HTML depends on: the host (canonical links and QR codes carry it), the
 * holding and city, whether a crawler asks (it gets the whole document at once, entry.server), the
 * path, and the query parameters the page reads (pageQueryKey); utm marks and the like never count.
 */
export function createPageKey({ holdingOf, cityOf }: PageKeyOptions) {
  return (req: IncomingMessage, url: URL): string =>
    [
      (req.headers.host ?? '').toLowerCase(),
      holdingOf(req),
      cityOf(req, url),
      isbot(req.headers['user-agent'] ?? '') ? 'bot' : '',
      `${url.pathname}?${pageQueryKey(url.pathname, url.search)}`,
    ].join('|');
}
