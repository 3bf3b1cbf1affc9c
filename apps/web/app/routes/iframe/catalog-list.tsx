import { ListingPage, listingMeta } from '../../features/catalog-listing/index.ts';
import { loadEmbedListing } from '../../features/catalog-listing/index.server.ts';
import type { Route } from './+types/catalog-list';

// SPEC 2.10: the listing embedded in a partner's page, narrowed by its query (SPEC 3).
export function loader(args: Route.LoaderArgs) {
  return loadEmbedListing(args);
}

// Not a page of its own for search engines: the canonical link names the public listing.
export function meta({ loaderData }: Route.MetaArgs) {
  return listingMeta(loaderData, { noindex: true });
}

export default function EmbedListing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
