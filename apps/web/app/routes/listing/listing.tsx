import { ListingPage, listingMeta } from '../../features/catalog-listing/index.ts';
import { loadListing } from '../../features/catalog-listing/index.server.ts';
import type { Route } from './+types/listing';

// One module for every listing row and fixed SEO page of the route table (DESIGN.md 3).
export function loader(args: Route.LoaderArgs) {
  return loadListing(args);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return listingMeta(loaderData);
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData} />;
}
