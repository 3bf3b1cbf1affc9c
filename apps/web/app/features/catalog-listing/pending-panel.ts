import type { CatalogListResponse } from '@dealer/contract';
import { catalogApiQuery } from '@dealer/domain';
import type { CityCode, ListingBase, ListingQuery } from '@dealer/domain';
import { browserApi } from '../../shared/api/browser.ts';
import type { ListingPanel } from './listing-data.ts';
import { listingPanel } from './panel-data.ts';

/**
 * The count before applying (SPEC 3 filter store): the panel of a state the visitor has not applied,
 * straight from the API (one vehicle, the facets). Loaded with the visitor's first change, so a page
 * that is only looked at never downloads it.
 */
export async function loadPendingPanel(query: ListingQuery, base: ListingBase, city: CityCode, href: string, signal: AbortSignal): Promise<ListingPanel> {
  const list = await browserApi<CatalogListResponse>('GET', '/catalog', { query: catalogApiQuery(query, { city, perPage: 1 }), signal });
  return { href, total: list.meta.page.total, ...listingPanel(list.facets, query, base) };
}
