import type { RouterContextProvider } from 'react-router';
import type { SearchItemHit, SearchResponse, SearchVehicleHit } from '@dealer/contract';
import { activeTab, SEARCH_TABS, tabLabel, visibleTabs } from '@dealer/domain/search/overlay';
import type { SearchTab, SearchTotals } from '@dealer/domain/search/overlay';
import { apiContext } from '../../shared/api/context.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { notFound } from '../../shared/navigation/chain.server.ts';
import { siteContext } from '../../shared/site/context.ts';
import { hitView } from './search-hit-view.ts';
import { groupAllHref } from './search-links.ts';
import type { SearchPageData } from './search-page-data.ts';

/** The longest query the API takes (SPEC leaves it open; the overlay's field holds as many). */
const MAX_QUERY = 200;
const MAX_PAGE = 1000;

const NO_TOTALS: SearchTotals = { vehicles: 0, accessories: 0, parts: 0 };

function isTab(value: string | null): value is SearchTab {
  return SEARCH_TABS.some((tab) => tab === value);
}

function totalsOf(response: SearchResponse | undefined): SearchTotals {
  if (!response) return NO_TOTALS;
  return {
    vehicles: response.vehicles.meta.page.total,
    accessories: response.accessories.meta.page.total,
    parts: response.parts.meta.page.total,
  };
}

/**
 * The search results page (/search/?q=…&tab=…&page=…): the overlay's search as a page of its own,
 * server-rendered, the visitor's city first. A page past the last, or one that is not a number, is
 * a 404; a search the API could not make shows the empty texts (SPEC 8).
 */
export async function loadSearchPage(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<SearchPageData> {
  const { holdingId, city } = context.get(siteContext);
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const askedTab = url.searchParams.get('tab');
  const pageText = url.searchParams.get('page') ?? '1';
  if (!/^[1-9]\d{0,3}$/.test(pageText) || Number(pageText) > MAX_PAGE) throw notFound(url.pathname);
  const page = Number(pageText);
  const chosen = isTab(askedTab) ? askedTab : null;
  const href = (q: Record<string, string | number | undefined>) =>
    builtHref(holdingId, 'search', {}, { q: query, ...q }) ?? '';

  const empty: SearchPageData = {
    action: builtHref(holdingId, 'search') ?? '',
    query,
    corrected: null,
    tabs: [],
    groups: [],
    page: 1,
    totalPages: 0,
    previousHref: null,
    nextHref: null,
    failed: false,
  };
  if (query === '') return empty;

  const response = await context.get(apiContext).get('/search', {
    query: {
      query,
      // Only the shown group's page matters; each group is paged on its own.
      pageVehicles: chosen === 'vehicles' || !chosen ? page : 1,
      pageAccessories: chosen === 'accessories' || !chosen ? page : 1,
      pageParts: chosen === 'parts' || !chosen ? page : 1,
      trli: 'true',
      trla: 'true',
      trlali: 'true',
      filter: [],
      city,
    },
  });
  if (!response) return { ...empty, failed: true };

  const totals = totalsOf(response);
  const tab = activeTab(chosen, totals);
  if (!tab) return { ...empty, corrected: response.corrected };
  const group = response[tab];
  const { totalPages } = group.meta.page;
  if (page > totalPages) throw notFound(url.pathname);
  const pageHref = (n: number) => href({ tab, ...(n > 1 ? { page: n } : {}) });
  return {
    ...empty,
    corrected: response.corrected,
    tabs: visibleTabs(totals).map((t) => ({
      tab: t,
      label: tabLabel(t, totals[t]),
      href: href({ tab: t }),
      current: t === tab,
    })),
    groups: group.results.map((result) => ({
      key: result.GroupKey,
      allHref: groupAllHref(holdingId, tab, result),
      hits: (result.Group as readonly (SearchVehicleHit | SearchItemHit)[]).map((hit) =>
        hitView(holdingId, city, hit),
      ),
    })),
    page,
    totalPages,
    previousHref: page > 1 ? pageHref(page - 1) : null,
    nextHref: page < totalPages ? pageHref(page + 1) : null,
  };
}
