import { holdingFromHost, resolveCity } from '@dealer/domain';
import type { CityCode, HoldingId } from '@dealer/domain';
import { env } from '../config/env.server.ts';
import { CITY_COOKIE } from '@dealer/domain';

/** Holding from the Host header, city from ?city, else the cookie, else Moscow. */
export function siteOfRequest(
  request: Request,
  url: URL,
  cookies: Map<string, string>,
): { holdingId: HoldingId; city: CityCode } {
  const host = request.headers.get('host') ?? url.host;
  const holdingId = holdingFromHost(host, env.hostMap, env.defaultHoldingId);
  const city = resolveCity({
    query: url.searchParams.get('city'),
    cookie: cookies.get(CITY_COOKIE) ?? null,
  });
  return { holdingId, city };
}
