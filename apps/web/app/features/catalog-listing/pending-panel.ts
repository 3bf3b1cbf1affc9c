// What the filter panel needs once the visitor changes something: reading its form, and the count
// before applying. Loaded with the first change or submit (use-pending-listing.ts).
import { catalogApiQuery, listingHref, withList } from '@dealer/domain';
import type { CityCode, ListingBase, ListingQuery } from '@dealer/domain';
import { browserApi } from '../../shared/api/browser.ts';
import type { ListingPanel } from './listing-data.ts';
import { listingPanel } from './panel-data.ts';

/**
 * The count before applying (SPEC 3 filter store): the panel of a state the visitor has not applied,
 * straight from the API (one vehicle, the facets).
 */
export async function loadPendingPanel(
  query: ListingQuery,
  base: ListingBase,
  city: CityCode,
  href: string,
  signal: AbortSignal,
): Promise<ListingPanel> {
  const list = await browserApi('GET', '/catalog', {
    query: catalogApiQuery(query, { city, perPage: 1 }),
    signal,
  });
  return { href, total: list.meta.page.total, ...listingPanel(list.facets, query, base) };
}

/**
 * The form's fields as the query of the generic listing URL (the form's own action), or of the
 * embed's URL inside an iframe (each parser loads when first needed).
 */
async function queryOfForm(
  form: HTMLFormElement,
  base: ListingBase,
  category: string,
): Promise<ListingQuery | null> {
  const search = new URLSearchParams();
  for (const [key, value] of new FormData(form))
    if (typeof value === 'string') search.append(key, value);
  const query = base.embed
    ? ((await import('@dealer/domain/listing/embed')).parseEmbedListing(search)?.query ?? null)
    : (await import('@dealer/domain/listing/parse')).parseListing(
        { path: `/${category}` },
        {},
        search,
      );
  // Models belong to marks: with no mark left, the models go too.
  return query && query.mark.length === 0 ? withList(query, 'model', []) : query;
}

/** The state the form describes and its canonical URL, or null when the form is not a valid state. */
export async function pendingOfForm(
  form: HTMLFormElement,
  base: ListingBase,
  category: string,
): Promise<{ query: ListingQuery; href: string } | null> {
  const query = await queryOfForm(form, base, category);
  return query ? { query, href: listingHref(query, base) } : null;
}
