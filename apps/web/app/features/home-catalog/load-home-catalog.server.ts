import type { RouterContextProvider } from 'react-router';
import {
  PRICE_CEILINGS,
  catalogApiQuery,
  emptyListingQuery,
  formatRub,
  listingHref,
  withList,
} from '@dealer/domain';
import type { ListingQuery } from '@dealer/domain';
import { apiContext } from '../../shared/api/context.ts';
import { tileOf } from '../../shared/catalog/tile-data.ts';
import { builtHref, builtPath } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { HomeCatalogData, HomeLink } from './home-catalog-data.ts';

const ARRIVALS = 8;
const LINKS = 12;

/**
 * The home page's catalogue blocks: the newest cars, new cars by body type and by
 * brand, and the used-car price pages. Every link points at a built listing page of this holding.
 */
export async function loadHomeCatalog(
  context: Readonly<RouterContextProvider>,
): Promise<HomeCatalogData | null> {
  const { holdingId, city } = context.get(siteContext);
  const api = context.get(apiContext);
  const cars = emptyListingQuery('cars');
  const fresh: ListingQuery = { ...cars, condition: 'new' };
  const [arrivals, newCars] = await Promise.all([
    api.get('/catalog', {
      query: catalogApiQuery(cars, { city, perPage: ARRIVALS, facets: false }),
      optional: true,
    }),
    api.get('/catalog', {
      query: catalogApiQuery(fresh, { city, perPage: 1 }),
      optional: true,
    }),
  ]);
  if (!arrivals || !newCars?.facets) return null;

  // A listing link only when its page is built on this holding.
  const link = (query: ListingQuery): string | null => {
    const href = listingHref(query);
    return builtPath(holdingId, href.split('?')[0] ?? href) ? href : null;
  };
  const links = (
    values: readonly { value: string; label: string; count: number }[],
    key: 'bodyType' | 'mark',
  ): HomeLink[] =>
    values.slice(0, LINKS).flatMap(({ value, label, count }) => {
      const href = link(withList(fresh, key, [value]));
      return href ? [{ label, count, href }] : [];
    });

  return {
    arrivals: arrivals.items.map((card) =>
      tileOf(card, builtHref(holdingId, 'catalog-id', { id: card.id })),
    ),
    allHref: link(cars),
    bodyTypes: links(newCars.facets.values.bodyType, 'bodyType'),
    brands: links(newCars.facets.values.mark, 'mark'),
    priceCaps: PRICE_CEILINGS.flatMap((price) => {
      const href = builtPath(holdingId, `/cars/used/price-do-${price}/`);
      return href ? [{ label: `до ${formatRub(price)}`, count: null, href }] : [];
    }),
  };
}
