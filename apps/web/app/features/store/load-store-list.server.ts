import { data, redirect } from 'react-router';
import type { MetaDescriptor, RouterContextProvider } from 'react-router';
import type { StoreFilterOptions, StoreKind } from '@dealer/contract';
import { cityName, holdingDisplayName, STORE_QUERY_PARAMS } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import type { BreadcrumbItem } from '../../shared/ui/breadcrumbs.tsx';
import { goodsText, SECTION_NAMES, storeTile } from './store-data.ts';
import type { CountedLink, StoreTileData } from './store-data.ts';
import {
  readStoreQuery,
  STORE_PER_PAGE,
  storeApiFilters,
  storeFilterCount,
  storeSearch,
} from './store-query.ts';
import type { StoreQuery } from './store-query.ts';

export interface StoreListData {
  kind: StoreKind;
  title: string;
  total: number;
  crumbs: BreadcrumbItem[];
  /** Where one can go deeper: the categories one level down, with their counts. */
  categories: CountedLink[];
  tiles: StoreTileData[];
  /** The filter panel's options, counted under the other filters; null when the API did not say. */
  options: StoreFilterOptions | null;
  /** The city the availability filter counts in (SPEC 2.15 chosen city). */
  cityIn: string;
  query: StoreQuery;
  /** The list's own path, e.g. /parts/brakes/pads/. */
  base: string;
  totalPages: number;
  filterCount: number;
}

const notFound = (path: string) =>
  data(null, { status: 404, statusText: `Page Not Found: ${path}` });

const isListParam = (name: string) => STORE_QUERY_PARAMS.some((p) => p === name);

/** The list's address with its own parameters written the one way, or null when it already is. */
function normalAddress(base: string, search: URLSearchParams, own: string): string | null {
  const mine = new URLSearchParams([...search].filter(([name]) => isListParam(name))).toString();
  if ((mine === '' ? '' : `?${mine}`) === own) return null;
  const others = new URLSearchParams([...search].filter(([name]) => !isListParam(name)));
  const rest = others.toString();
  return `${base}${own}${rest === '' ? '' : `${own === '' ? '?' : '&'}${rest}`}`;
}

/** The section of a store path: its first segment (a data request's path starts the same way). */
export function storeKindOf(pathname: string): StoreKind {
  return pathname.startsWith('/parts') ? 'parts' : 'store';
}

/**
 * SPEC 2.6 /store/ and /parts/ down to three category levels: one page of items under the URL's
 * filters, sort and page, the panel's options and the way back up. A path whose categories are not
 * nested as written, or a page past the last, is a 404.
 */
export async function loadStoreList(
  context: Readonly<RouterContextProvider>,
  request: Request,
  params: { category?: string; subcategory?: string; group?: string },
): Promise<{ page: StoreListData; meta: MetaDescriptor[] }> {
  const url = new URL(request.url);
  const kind = storeKindOf(url.pathname);
  const { holdingId, city } = context.get(siteContext);
  const segments = [params.category, params.subcategory, params.group].filter(
    (s): s is string => s !== undefined && s !== '',
  );
  const base = `/${kind}/${segments.map((s) => `${s}/`).join('')}`;
  const query = readStoreQuery(url.searchParams);
  // A form sent without script carries its empty fields: one state, one address.
  const normal = normalAddress(base, url.searchParams, storeSearch(query));
  if (normal) throw redirect(normal);
  const filters = { ...storeApiFilters(query), city };
  const api = context.get(apiContext);
  const category = segments.at(-1) ?? 'all';
  const [list, options] = await Promise.all([
    api.get('/store/:kind/:category', {
      params: { kind, category },
      query: { ...filters, sort: query.sort, page: query.page, perPage: STORE_PER_PAGE },
    }),
    api.get('/store/filter', { query: { ...filters, kind, category }, optional: true }),
  ]);
  if (!list) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  const path = list.category.path.map((c) => c.code);
  if (path.join('/') !== segments.join('/')) throw notFound(base);
  const { total, totalPages } = list.meta.page;
  if (query.page > 1 && query.page > totalPages) throw notFound(base);

  const section = SECTION_NAMES[kind];
  const title = list.category.nameRu;
  const crumbs: BreadcrumbItem[] = [
    { label: 'Главная', href: '/' },
    { label: section, href: `/${kind}/` },
    ...list.category.path.map((c, i) => ({
      label: c.nameRu,
      href: `/${kind}/${path
        .slice(0, i + 1)
        .map((s) => `${s}/`)
        .join('')}`,
    })),
  ];
  crumbs[crumbs.length - 1] = { label: title };
  const cityIn = cityName(city, 'prepositional');
  const holdingName = holdingDisplayName(holdingId);
  const filterCount = storeFilterCount(query);
  const plain = filterCount === 0 && query.sort === 'popular';
  const pageSuffix = query.page > 1 ? ` — страница ${query.page}` : '';
  const origin = publicOrigin(context);
  return {
    page: {
      kind,
      title,
      total,
      crumbs,
      // The route table has three levels under a section: the third has nothing deeper to offer.
      categories:
        segments.length < 3
          ? list.category.categories
              .filter((c) => c.count > 0)
              .map((c) => ({ label: c.nameRu, href: `${base}${c.code}/`, count: c.count }))
          : [],
      tiles: list.items.map((item) =>
        storeTile(item, builtHref(holdingId, 'item-code', { code: item.id })),
      ),
      options: options ?? null,
      cityIn,
      query,
      base,
      totalPages,
      filterCount,
    },
    meta: [
      { title: `${title} — купить в ${cityIn}${pageSuffix} | ${holdingName}` },
      {
        name: 'description',
        content: `${title}: ${goodsText(total)} с ценами и наличием у дилеров ${holdingName} в ${cityIn}.`,
      },
      // A plain list's pages are its own; a sorted or filtered state points at the plain list.
      {
        tagName: 'link',
        rel: 'canonical',
        href: `${origin}${base}${plain ? storeSearch(query) : ''}`,
      },
      ...(!plain || total === 0 ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ],
  };
}
