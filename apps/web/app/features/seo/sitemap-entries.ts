import { hrefForRow, routeByName } from '@dealer/domain';
import type { HoldingId, RouteRow } from '@dealer/domain';
import type { SitemapSources } from '@dealer/contract';
import type { SitemapEntry } from './sitemap-xml.ts';

/** Returns the path when the page that serves it is built on the holding, else null. */
export type PathCheck = (path: string) => string | null;

// Layouts whose pages are private, embedded or steps of a flow: never in a site map.
const UNLISTED_LAYOUTS = new Set(['lk', 'reports', 'auth', 'registration', 'clear']);
// Pages that ask search engines not to index them (robots noindex in their meta).
const NOINDEX = new Set([
  'compare',
  'favorites',
  'search',
  'mobileapp-download',
  'mobileapp-download-ios',
]);
const PRIVATE_PATH =
  /^\/(basket|checkout|ordering|pay|webpay|reservation|registration|auth|lk|iframe)(\/|$)/;

/** The fixed pages of the route table a holding serves: built, without parameters, public HTML. */
export function fixedPages(rows: readonly RouteRow[], holdingId: HoldingId): SitemapEntry[] {
  return rows
    .filter(
      (row) =>
        row.module?.endsWith('.tsx') &&
        row.holdings.includes(holdingId) &&
        !row.path.includes(':') &&
        !row.path.includes('*') &&
        !UNLISTED_LAYOUTS.has(row.layout) &&
        !row.guards.includes('authenticated') &&
        !NOINDEX.has(row.name) &&
        !PRIVATE_PATH.test(row.path),
    )
    .map((row) => ({ path: hrefForRow(row) }));
}

function itemPath(name: string, id: string | number): string | null {
  const row = routeByName(name);
  return row ? hrefForRow(row, { id }) : null;
}

const ITEM_ROUTES = { news: 'news-id', blog: 'blog-id', actions: 'actions-id', media: 'media-id' };

/** The pages of the data, grouped by file name, each kept only if its page is built. */
export function dataPages(
  sources: SitemapSources,
  check: PathCheck,
): Record<string, SitemapEntry[]> {
  const keep = (path: string | null, lastmod?: string): SitemapEntry[] => {
    const built = path ? check(path) : null;
    return built ? [{ path: built, ...(lastmod ? { lastmod } : {}) }] : [];
  };
  const listingPaths = new Set<string>();
  for (const { category, condition, mark, model } of sources.listings) {
    listingPaths.add(`/${category}/${condition}/`);
    listingPaths.add(`/${category}/${condition}/${mark}/`);
    listingPaths.add(`/${category}/${condition}/${mark}/${model}/`);
  }
  return {
    listings: [...listingPaths].flatMap((path) => keep(path)),
    vehicles: sources.vehicles.flatMap((id) => keep(itemPath('catalog-id', id))),
    content: sources.publications.flatMap((item) =>
      keep(
        itemPath(item.lang === 'en' ? 'en-news-id' : ITEM_ROUTES[item.kind], item.slug),
        item.publishedAt,
      ),
    ),
    dealers: sources.dealers.flatMap((dealer) => keep(`/contacts/${dealer.city}/${dealer.code}/`)),
    store: sources.storeCategories.flatMap((category) =>
      keep(`/${category.kind}/${category.codes.join('/')}/`),
    ),
  };
}
