import { isRouteErrorResponse } from 'react-router';
import type { SiteData } from './site.ts';

/** The site an error response carries (see withSite in site.server.ts). */
export function siteOfError(error: unknown): SiteData | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const body: unknown = error.data;
  if (typeof body !== 'object' || body === null || !('site' in body)) return undefined;
  return (body as { site: SiteData }).site;
}

let lastSite: SiteData | undefined;

/**
 * The site of a page: from the root loader, else from the error (the middleware gives every error it
 * throws one); in the browser, else the last one seen (a navigation whose root loader failed stays
 * on its site). Undefined only for an error React Router raises before any loader runs, such as a
 * POST to a page without an action (405): root shows that one without the site's frame.
 */
export function pageSite(loaded: SiteData | undefined, error: unknown): SiteData | undefined {
  const site = loaded ?? siteOfError(error);
  if (typeof document === 'undefined') return site;
  if (site) lastSite = site;
  return site ?? lastSite;
}
