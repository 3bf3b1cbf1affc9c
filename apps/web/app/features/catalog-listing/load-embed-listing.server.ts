import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import {
  CATEGORY_HOLDINGS,
  EMBED_LIST_PATH,
  EMBED_QUERY_PARAMS,
  embedCardHref,
  embedResetHref,
  listingHref,
  parseEmbedListing,
} from '@dealer/domain';
import { siteContext } from '../../shared/site/context.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import { notFound } from '../../shared/navigation/chain.server.ts';
import { canonicalTarget, listingData } from './load-listing.server.ts';
import type { ListingData } from './listing-data.ts';

/** The embed's own parameters next to the listing's: the rest (utm, ...) rides along. */
const EMBED_OWN: ReadonlySet<string> = new Set(EMBED_QUERY_PARAMS);

/**
 * SPEC 2.10, 3: /iframe/catalog_list/, the listing narrowed by its query (category, condition,
 * mark, city, location). A malformed narrowing or filter is a 404 like on the listing; a vehicle
 * type the holding does not sell is a 404 too. Its tiles open the card inside the embed.
 */
export async function loadEmbedListing({ context, url }: LoaderFunctionArgs): Promise<ListingData> {
  const { holdingId, city } = context.get(siteContext);
  const state = parseEmbedListing(url.searchParams);
  if (!state || !CATEGORY_HOLDINGS[state.embed.category].includes(holdingId))
    throw notFound(url.pathname);
  const { embed, query } = state;
  const base = { path: EMBED_LIST_PATH, embed };

  const href = listingHref(query, base);
  const target = canonicalTarget(href, url.searchParams, EMBED_OWN);
  if (target !== url.pathname + url.search) throw redirect(target, 302);

  return listingData(context, url, {
    base,
    query,
    href,
    // The public listing of the same state is the page search engines should know.
    canonical: publicOrigin(context) + listingHref(query),
    resetHref: embedResetHref(EMBED_LIST_PATH, embed),
    city: embed.city ?? city,
    seoPath: null,
    tileHref: (id) => embedCardHref(href, id),
  });
}
