import { createContext, useContext } from 'react';
import type { CityCode, HoldingFeature, HoldingId } from '@dealer/domain';

/** Pages a shell link may point at, decided on the server from the route table (built = has a module). */
export interface BuiltPages {
  cars: boolean;
  store: boolean;
  /** The user agreement's address, or null while that page is not built. */
  termsOfUse: string | null;
  mobileAppDownload: boolean;
  /** The QR picture of the app download address, or null while those pages are not built. */
  mobileAppQr: string | null;
  /** The personal area's start page, where a login leads by default. */
  lk: boolean;
}

export interface AnalyticsConfig {
  gtmId: string | null;
  ymId: string | null;
  gtmScriptUrl: string;
  ymScriptUrl: string;
}

/** What the root loader hands every page: holding, city and the shell's switches. */
export interface SiteData {
  holdingId: HoldingId;
  city: CityCode;
  holdingName: string;
  /** The holding's logo file (DESIGN 1). */
  logo: string;
  /** The holding's phone in each city (SPEC 1, 3), so a city chosen in the page shows its phone at once. */
  phones: Readonly<Record<CityCode, string>>;
  /** Each city's name, for the same reason. */
  cityNames: Readonly<Record<CityCode, string>>;
  /** What of HOLDING_FEATURES this holding shows (SPEC 6). */
  features: readonly HoldingFeature[];
  hostName: string;
  built: BuiltPages;
  analytics: AnalyticsConfig;
}

export const SiteContext = createContext<SiteData | null>(null);

/** Whether this holding shows a feature (the holding table itself stays on the server). */
export function siteExposes(site: SiteData, feature: HoldingFeature): boolean {
  return site.features.includes(feature);
}

/** The site of the current request; root.tsx provides it, also around the error page. */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside the root SiteContext provider');
  return site;
}
