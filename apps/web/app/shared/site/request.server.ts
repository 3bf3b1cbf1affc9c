import { holdingFromHost, resolveCity } from '@dealer/domain';
import type { CityCode, HoldingId } from '@dealer/domain';
import { env } from '../config/env.server.ts';
import { CITY_COOKIE } from '@dealer/domain';

/**
 * The visitor's address and scheme as the Node server wrote them (server/visitor.ts): it replaces
 * whatever a client sent, so they can be trusted here.
 */
export function visitorOfRequest(request: Request): {
  address: string | null;
  https: boolean;
  /** The visitor's browser, for the API's records (consent evidence, sessions). */
  userAgent: string | null;
} {
  return {
    address: request.headers.get('x-forwarded-for'),
    https: request.headers.get('x-forwarded-proto') === 'https',
    userAgent: request.headers.get('user-agent'),
  };
}

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
