import type { MiddlewareFunction } from 'react-router';
import { env } from '../config/env.server.ts';
import { createApiClient } from '../api/client.server.ts';
import {
  clearTokenCookies,
  parseCookies,
  readTokens,
  tokenCookies,
} from '../auth/cookies.server.ts';
import { apiContext } from '../api/context.ts';
import { siteContext } from '../site/context.ts';
import { siteOfRequest, visitorOfRequest } from '../site/request.server.ts';
import { runNavigationChain, routeRuleFor } from './chain.server.ts';
import { runGuards } from './guards.server.ts';
import { withSite } from '../stores/site.server.ts';

const STAFF_COOKIE = 'staffToken';

/** The root middleware: site, API client, the SPEC 2.2 chain, guards, and the route rule. */
export const navigationMiddleware: MiddlewareFunction<Response> = async (
  { request, url, pattern, params, context },
  next,
) => {
  const cookies = parseCookies(request.headers.get('cookie'));
  const site = siteOfRequest(request, url, cookies);
  const visitor = visitorOfRequest(request);
  const secure = visitor.https;
  const setCookies: string[] = [];

  const api = createApiClient({
    baseUrl: env.apiUrl,
    holdingId: site.holdingId,
    timeoutMs: env.apiTimeoutMs,
    tokens: readTokens(cookies),
    forwardedFor: visitor.address,
    userAgent: visitor.userAgent,
    onTokens: (tokens) =>
      setCookies.push(...(tokens ? tokenCookies(tokens, secure) : clearTokenCookies(secure))),
  });
  context.set(apiContext, api);

  // The error page of a failed step still knows the holding and city (overlays helper).
  let row: Awaited<ReturnType<typeof runNavigationChain>>;
  let outcome: ReturnType<typeof runGuards>;
  try {
    row = await runNavigationChain({
      url,
      pattern,
      params,
      holdingId: site.holdingId,
      api,
      redirectCacheMs: env.redirectCacheMs,
    });
    outcome = runGuards({
      row,
      url,
      params,
      cookies,
      city: site.city,
      isLoggedIn: readTokens(cookies).access !== undefined,
      isStaff: cookies.has(STAFF_COOKIE),
      secure,
    });
  } catch (error) {
    throw withSite(error, site.holdingId, site.city);
  }
  setCookies.push(...outcome.setCookies);
  context.set(siteContext, { holdingId: site.holdingId, city: outcome.city });

  const response = await next();
  const rule = routeRuleFor(row);
  if (!response.headers.has('cache-control')) {
    response.headers.set(
      'cache-control',
      setCookies.length > 0 || response.status !== 200 ? 'private, no-store' : rule.cacheControl,
    );
  }
  for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
  return response;
};
