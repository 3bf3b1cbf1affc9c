import { data } from 'react-router';
import {
  CITY_CODES,
  HOLDING_FEATURES,
  cityName,
  getHolding,
  holdingDisplayName,
  holdingExposes,
  holdingPhone,
  href,
  routeByName,
} from '@dealer/domain';
import type { HoldingFeature } from '@dealer/domain';
import type { CityCode, HoldingId } from '@dealer/domain';
import { env } from '../config/env.server.ts';
import type { BuiltPages, SiteData } from './site.ts';

// A row with a module is a page that exists (DESIGN.md 3); the shell links only to those.
function built(name: string): boolean {
  return Boolean(routeByName(name)?.module);
}

function builtPages(): BuiltPages {
  return {
    cars: built('cars'),
    store: built('store'),
    termsOfUse: built('terms-of-use') ? href('terms-of-use') : null,
    mobileAppDownload: built('mobileapp-download'),
    mobileAppQr: built('mobileapp-download') && built('mobileapp-qr') ? href('mobileapp-qr') : null,
    lk: built('lk'),
  };
}

function byCity(value: (city: CityCode) => string): Record<CityCode, string> {
  return Object.fromEntries(CITY_CODES.map((code) => [code, value(code)])) as Record<
    CityCode,
    string
  >;
}

// Made once per pair: it follows from the holding, the city, the build's route table and the
// environment read at start, none of which changes while the server runs.
const sites = new Map<string, SiteData>();

/** The root loader's answer: the same for every visitor of a (holding, city) pair. */
export function siteData(holdingId: HoldingId, city: CityCode): SiteData {
  const key = `${holdingId}:${city}`;
  let site = sites.get(key);
  if (!site) sites.set(key, (site = makeSiteData(holdingId, city)));
  return site;
}

function makeSiteData(holdingId: HoldingId, city: CityCode): SiteData {
  return {
    holdingId,
    city,
    holdingName: holdingDisplayName(holdingId),
    logo: getHolding(holdingId).logo,
    phones: byCity((code) => holdingPhone(holdingId, code)),
    cityNames: byCity((code) => cityName(code)),
    features: (Object.keys(HOLDING_FEATURES) as HoldingFeature[]).filter((feature) =>
      holdingExposes(holdingId, feature),
    ),
    hostName: getHolding(holdingId).hostName,
    built: builtPages(),
    analytics: {
      gtmId: env.gtmId,
      ymId: env.ymCounters[holdingId],
      gtmScriptUrl: env.gtmScriptUrl,
      ymScriptUrl: env.ymScriptUrl,
    },
  };
}

function isDataWithInit(error: unknown): error is { data: unknown; init: ResponseInit | null } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'init' in error &&
    'data' in error &&
    (error as { type?: unknown }).type === 'DataWithResponseInit'
  );
}

/**
 * An error thrown before the root loader ran (the navigation chain, a guard) carries the site,
 * so the error page still shows the right holding and city. An unexpected one is logged here and
 * answered as a 500 that carries it too; a thrown Response (a redirect) passes as it is.
 */
export function withSite(error: unknown, holdingId: HoldingId, city: CityCode): unknown {
  if (error instanceof Error) {
    console.error(error);
    return data({ site: siteData(holdingId, city) }, { status: 500 });
  }
  if (!isDataWithInit(error)) return error;
  const body = typeof error.data === 'object' && error.data !== null ? error.data : {};
  return data({ ...body, site: siteData(holdingId, city) }, error.init ?? undefined);
}
