import { data, redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { CatalogListResponse } from '@dealer/contract';
import { BOUND_KEYS, DEFAULT_SORT, LIST_KEYS, catalogApiQuery, listingHeading, listingHref, parseListing, routeByPattern } from '@dealer/domain';
import type { ListingBase, ListingQuery } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { builtHref } from '../../shared/layout/links.ts';
import { tileOf } from '../../shared/catalog/tile-data.ts';
import { siteContext } from '../../shared/site/context.ts';
import { activeLabels, colorPageLinks, filterGroups, rangeBounds } from './panel-data.server.ts';
import { defaultSeo, loadSeoMeta, withSeoMeta } from './seo.server.ts';
import type { ListingData } from './listing-data.ts';

/** Query parameters the listing schema owns; any other (utm, city, ...) is carried along untouched. */
const OWN_PARAMS = new Set<string>(['condition', 'sort', 'page', ...LIST_KEYS, ...BOUND_KEYS]);

function notFound(path: string) {
  return data(null, { status: 404, statusText: `Page Not Found: ${path}` });
}

/** The canonical URL with the request's foreign parameters kept after it. */
function canonicalTarget(href: string, search: URLSearchParams): string {
  const foreign = new URLSearchParams();
  for (const [key, value] of search) if (!OWN_PARAMS.has(key)) foreign.append(key, value);
  const extra = foreign.toString();
  if (!extra) return href;
  return href + (href.includes('?') ? '&' : '?') + extra;
}

/**
 * The loader of every listing and fixed SEO page (SPEC 2.4): the row's state from the URL, a
 * redirect to its canonical URL, one page of vehicles with the facets, and the page's texts.
 */
export async function loadListing({ context, params, pattern, url }: LoaderFunctionArgs): Promise<ListingData> {
  const row = routeByPattern(pattern);
  const base: ListingBase | null = row ? { path: row.path, ...(row.preset ? { preset: row.preset } : {}) } : null;
  const query = base ? parseListing(base, params, url.searchParams) : null;
  if (!base || !query) throw notFound(url.pathname);

  const href = listingHref(query, base);
  const target = canonicalTarget(href, url.searchParams);
  if (target !== url.pathname + url.search) throw redirect(target, 302);

  const { holdingId, city } = context.get(siteContext);
  const api = context.get(apiContext);
  // The page's SEO meta describes its path alone: a state with filters in the query goes without.
  const plainPath = !listingHref({ ...query, sort: DEFAULT_SORT, page: 1 }, base).includes('?');
  const [list, meta] = await Promise.all([
    api.get<CatalogListResponse>('/catalog', { query: catalogApiQuery(query, { city }) }),
    plainPath ? loadSeoMeta(api, url.pathname) : null,
  ]);
  // The listing cannot be shown without its data; an error page, never a cached empty page.
  if (!list) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  const { total, totalPages } = list.meta.page;
  if (query.page > 1 && query.page > totalPages) throw notFound(url.pathname);

  const labels = activeLabels(list.facets, query);
  const h1 = listingHeading(query, base, namesOf(query, labels));
  return {
    base,
    query,
    href,
    canonical: url.origin + href,
    resetHref: listingHref(parseListing(base, params, new URLSearchParams()) ?? query, base),
    seo: withSeoMeta(defaultSeo({ h1, holdingId, city, total, minPrice: list.facets?.ranges.price?.min ?? null, page: query.page }), meta, query.page),
    total,
    totalPages,
    tiles: list.items.map((card) => tileOf(card, builtHref(holdingId, 'catalog-id', { id: card.id }))),
    groups: filterGroups(list.facets, query),
    ranges: rangeBounds(list.facets, query),
    labels,
    related: row?.name === 'seo-pages-cars-color' ? colorPageLinks(list.facets, holdingId) : [],
  };
}

function namesOf(query: ListingQuery, labels: Readonly<Record<string, string>>) {
  const mark = query.mark[0];
  const model = query.model[0];
  return {
    ...(mark ? { mark: labels[`mark:${mark}`] } : {}),
    ...(model ? { model: labels[`model:${model}`] } : {}),
  };
}
