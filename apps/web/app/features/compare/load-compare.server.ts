import type { RouterContextProvider } from 'react-router';
import { builtHref, builtIdTemplate } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';

export interface CompareLinks {
  /** The empty state's link, resolved here so the route table stays out of the browser. */
  catalogHref: string | null;
  /** A vehicle card's link with ID_SLOT for the id (fillId), null when cards are not built. */
  cardHref: string | null;
}

/** /compare/: the page's links; the vehicles the visitor's list names are loaded in the browser. */
export function loadCompare(context: Readonly<RouterContextProvider>): CompareLinks {
  const { holdingId } = context.get(siteContext);
  return {
    catalogHref: builtHref(holdingId, 'cars'),
    cardHref: builtIdTemplate(holdingId, 'catalog-id', 'id'),
  };
}
