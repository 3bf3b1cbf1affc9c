import { afterEach, describe, expect, it, vi } from 'vitest';
import { data, isRouteErrorResponse, redirect } from 'react-router';
import { holdingPhone } from '@dealer/domain';
import { pageSite, siteOfError } from './site-fallback.ts';
import { siteData, withSite } from './site.server.ts';

/** What React Router makes of a thrown value on its way to the error boundary. */
function asRouteError(thrown: unknown): unknown {
  if (typeof thrown === 'object' && thrown !== null && 'init' in thrown && 'data' in thrown) {
    const { data: body, init } = thrown as { data: unknown; init: ResponseInit };
    return { status: init.status, statusText: init.statusText ?? '', internal: false, data: body };
  }
  return thrown;
}

describe('the site of a page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the browser what it needs of the holding, so the holding table stays on the server', () => {
    const site = siteData(1, 'spb');
    expect(site.phones).toEqual({ msk: holdingPhone(1, 'msk'), spb: holdingPhone(1, 'spb') });
    expect(site.cityNames).toEqual({ msk: 'Москва', spb: 'Санкт-Петербург' });
    expect(site.features).toContain('city-button');
    expect(siteData(2, 'msk').features).not.toContain('ip-city-lookup');
    expect(siteData(2, 'msk').logo).not.toBe(site.logo);
  });

  it('is made once per holding and city, not on every page', () => {
    expect(siteData(1, 'spb')).toBe(siteData(1, 'spb'));
    expect(siteData(1, 'msk')).not.toBe(siteData(1, 'spb'));
    expect(siteData(1, 'msk')).toMatchObject({ holdingId: 1, city: 'msk' });
    expect(siteData(2, 'spb')).toMatchObject({ holdingId: 2, city: 'spb' });
  });

  it('rides on every error the middleware throws: a data error keeps its status, an unexpected one is a 500', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const gone = asRouteError(withSite(data({ reason: 'sold' }, { status: 410 }), 2, 'spb'));
    expect(isRouteErrorResponse(gone) && gone.status).toBe(410);
    expect(siteOfError(gone)).toEqual(siteData(2, 'spb'));
    expect((gone as { data: { reason: string } }).data.reason).toBe('sold');
    const bug = asRouteError(withSite(new TypeError('boom'), 1, 'msk'));
    expect(isRouteErrorResponse(bug) && bug.status).toBe(500);
    expect(siteOfError(bug)).toEqual(siteData(1, 'msk'));
    expect(console.error).toHaveBeenCalled();
  });

  it('lets a redirect pass as it is', () => {
    const response = redirect('/cars/');
    expect(withSite(response, 1, 'msk')).toBe(response);
  });

  it('is none on the server for an error without one; the browser keeps the last it saw', () => {
    const site = siteData(1, 'msk');
    expect(pageSite(undefined, new Error('405'))).toBeUndefined();
    expect(pageSite(site, null)).toBe(site);
    // The server never carries one request's site into another's page.
    expect(pageSite(undefined, null)).toBeUndefined();
    vi.stubGlobal('document', {});
    expect(pageSite(site, null)).toBe(site);
    expect(pageSite(undefined, new Error('offline'))).toBe(site);
  });
});
