import { isRouteErrorResponse } from 'react-router';
import { getHolding, holdingDisplayName, holdingPhone } from '@dealer/domain';
import type { SiteData } from './site.ts';

/** Used only when neither the loader nor the error carries the site (an error before the middleware). */
export const fallbackSite: SiteData = {
  holdingId: 1,
  city: 'msk',
  holdingName: holdingDisplayName(1),
  phone: holdingPhone(1, 'msk'),
  hostName: getHolding(1).hostName,
  built: { cars: false, store: false, termsOfUse: null, mobileAppDownload: false, mobileAppQr: null, lk: false },
  analytics: { gtmId: null, ymId: null, gtmScriptUrl: '', ymScriptUrl: '' },
};

/** The site an error response carries (see withSite in site.server.ts). */
export function siteOfError(error: unknown): SiteData | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const body: unknown = error.data;
  if (typeof body !== 'object' || body === null || !('site' in body)) return undefined;
  return (body as { site: SiteData }).site;
}
