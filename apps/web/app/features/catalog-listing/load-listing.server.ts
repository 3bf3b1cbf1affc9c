import { data, redirect } from 'react-router';
import type { LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import type { CatalogFacets } from '@dealer/contract';
import {
  DEFAULT_SORT,
  LISTING_QUERY_PARAMS,
  catalogApiQuery,
  listingHeading,
  listingHref,
  parseListing,
  routeByPattern,
  activeFilterCount,
  visitorQuery,
} from '@dealer/domain';
import type { CityCode, ListingBase, ListingQuery } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { notFound } from '../../shared/navigation/chain.server.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { tileOf } from '../../shared/catalog/tile-data.ts';
import { siteContext } from '../../shared/site/context.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import { colorPageLinks } from './panel-data.server.ts';
import { activeLabels, listingPanel } from './panel-data.ts';
import { defaultSeo, loadSeoMeta, withSeoMeta } from './seo.server.ts';
import type { ListingData, RelatedLink } from './listing-data.ts';

/** Query parameters the listing schema owns; any other (utm, city, ...) is carried along untouched. */
export const OWN_PARAMS: ReadonlySet<string> = new Set(LISTING_QUERY_PARAMS);

/** The canonical URL with the request's foreign parameters kept after it. */
export function canonicalTarget(
  href: string,
  search: URLSearchParams,
  own: ReadonlySet<string> = OWN_PARAMS,
): string {
  const foreign = new URLSearchParams();
  for (const [key, value] of search) if (!own.has(key)) foreign.append(key, value);
  const extra = foreign.toString();
  if (!extra) return href;
  return href + (href.includes('?') ? '&' : '?') + extra;
}

/**
 * The loader of every listing and fixed SEO page (SPEC 2.4): the row's state from the URL, a
 * redirect to its canonical URL, one page of vehicles with the facets, and the page's texts.
 */
export async function loadListing({
  context,
  params,
  pattern,
  url,
}: LoaderFunctionArgs): Promise<ListingData> {
  const row = routeByPattern(pattern);
  const base: ListingBase | null = row
    ? { path: row.path, ...(row.preset ? { preset: row.preset } : {}) }
    : null;
  const query = base ? parseListing(base, params, url.searchParams) : null;
  if (!base || !query) throw notFound(url.pathname);

  const href = listingHref(query, base);
  const target = canonicalTarget(href, url.searchParams);
  if (target !== url.pathname + url.search) throw redirect(target, 302);

  const { holdingId, city } = context.get(siteContext);
  // The page's SEO meta describes its path alone: a state with filters in the query goes without.
  const plainPath = !listingHref({ ...query, sort: DEFAULT_SORT, page: 1 }, base).includes('?');
  return listingData(context, url, {
    base,
    query,
    href,
    canonical: publicOrigin(context) + href,
    resetHref: listingHref(parseListing(base, params, new URLSearchParams()) ?? query, base),
    city,
    seoPath: plainPath ? url.pathname : null,
    tileHref: (id) => builtHref(holdingId, 'catalog-id', { id }),
    related:
      row?.name === 'seo-pages-cars-color'
        ? (facets) => colorPageLinks(facets, holdingId)
        : undefined,
  });
}

/** What differs between the pages that show a listing: where it is, its links, its stock. */
export interface ListingSource {
  base: ListingBase;
  query: ListingQuery;
  href: string;
  canonical: string;
  resetHref: string;
  /** Whose stock: the visitor's city, or the one an embed is narrowed to. */
  city: CityCode;
  /** The path whose SEO meta the page takes, or null for none. */
  seoPath: string | null;
  tileHref: (id: number) => string | null;
  related?: ((facets: CatalogFacets | null) => RelatedLink[]) | undefined;
}

/** One page of vehicles with the facets and the page's texts, for any page that shows a listing. */
export async function listingData(
  context: Readonly<RouterContextProvider>,
  url: URL,
  source: ListingSource,
): Promise<ListingData> {
  const { base, query, city } = source;
  const { holdingId } = context.get(siteContext);
  const api = context.get(apiContext);
  const [list, meta] = await Promise.all([
    api.get('/catalog', { query: catalogApiQuery(query, { city }) }),
    source.seoPath ? loadSeoMeta(api, source.seoPath) : null,
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
    city,
    href: source.href,
    canonical: source.canonical,
    resetHref: source.resetHref,
    seo: withSeoMeta(
      defaultSeo({
        h1,
        holdingId,
        city,
        total,
        minPrice: list.facets?.ranges.price?.min ?? null,
        page: query.page,
      }),
      meta,
      query.page,
    ),
    total,
    totalPages,
    // Inside an embed only what the visitor chose counts, not the embed's own narrowing.
    filterCount: activeFilterCount(base.embed ? visitorQuery(query, base.embed) : query),
    tiles: list.items.map((card) => tileOf(card, source.tileHref(card.id))),
    ...listingPanel(list.facets, query, base),
    labels,
    related: source.related?.(list.facets) ?? [],
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
