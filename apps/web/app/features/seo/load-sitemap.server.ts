import type { RouterContextProvider } from 'react-router';
import { ROUTES } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { builtPath } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import { dataPages, fixedPages } from './sitemap-entries.ts';
import { sitemapIndexXml, splitSitemap, urlsetXml } from './sitemap-xml.ts';
import type { SitemapFile } from './sitemap-xml.ts';
import { robotsTxt } from './robots.ts';

type Context = Readonly<RouterContextProvider>;

const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};

/** Every file of the holding's site map: the route table's fixed pages, then the data's pages. */
async function sitemapFiles(context: Context): Promise<SitemapFile[] | null> {
  const { holdingId } = context.get(siteContext);
  const sources = await context.get(apiContext).get('/seo/sitemap');
  if (!sources) return null;
  const check = (path: string) => builtPath(holdingId, path);
  return splitSitemap({ pages: fixedPages(ROUTES, holdingId), ...dataPages(sources, check) });
}

const unavailable = () =>
  new Response(null, {
    status: 503,
    headers: { 'cache-control': 'no-store', 'retry-after': '60' },
  });

/** /sitemap.xml: the index of the split site map. */
export async function sitemapIndexResponse(context: Context): Promise<Response> {
  const files = await sitemapFiles(context);
  if (!files) return unavailable();
  return new Response(sitemapIndexXml(publicOrigin(context), files), { headers: XML_HEADERS });
}

/** /sitemaps/{group}-{n}.xml: one file of the site map; an unknown name is a 404. */
export async function sitemapFileResponse(context: Context, name: string): Promise<Response> {
  const files = await sitemapFiles(context);
  if (!files) return unavailable();
  const file = files.find((candidate) => candidate.name === name);
  if (!file) return new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  return new Response(urlsetXml(publicOrigin(context), file.entries), { headers: XML_HEADERS });
}

/** /robots.txt of the holding. */
export function robotsResponse(context: Context): Response {
  return new Response(robotsTxt(publicOrigin(context)), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
