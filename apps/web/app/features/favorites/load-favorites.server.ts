import type { RouterContextProvider } from 'react-router';
import { builtHref, builtIdTemplate } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';

export interface FavoritesLinks {
  /** The empty state's link, resolved here so the route table stays out of the browser. */
  catalogHref: string | null;
  /** A vehicle card's and an accessory's link with ID_SLOT for the id (fillId), null when not built. */
  cardHref: string | null;
  itemHref: string | null;
}

/** /favorites/: the page's links; the vehicles and accessories of the visitor's lists are loaded in the browser. */
export function loadFavorites(context: Readonly<RouterContextProvider>): FavoritesLinks {
  const { holdingId } = context.get(siteContext);
  return {
    catalogHref: builtHref(holdingId, 'cars'),
    cardHref: builtIdTemplate(holdingId, 'catalog-id', 'id'),
    itemHref: builtIdTemplate(holdingId, 'item-code', 'code'),
  };
}
