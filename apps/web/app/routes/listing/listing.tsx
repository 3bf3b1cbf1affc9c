import { ListingPage, listingMeta } from '../../features/catalog-listing/index.ts';
import { loadListing } from '../../features/catalog-listing/index.server.ts';
import { TileLeadAction } from '../../features/lead-form/index.ts';
import { pack, unpack, withValue } from '../../shared/api/packed.ts';
import type { VehicleTileData } from '../../shared/catalog/tile-data.ts';
import type { Route } from './+types/listing';

// One module for every listing row and fixed SEO page of the route table (DESIGN.md 3). The data
// travels as one JSON text (docs/rendering.md), its canonical link in sight of the root's.
export async function loader(args: Route.LoaderArgs) {
  const listing = await loadListing(args);
  return withValue({ listing: pack(listing), canonical: listing.canonical }, 'listing', listing);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return listingMeta(loaderData && unpack(loaderData, 'listing'));
}

/** The tile's request button (issue 15), where the card page it falls back to exists. */
function tileAction(tile: VehicleTileData) {
  if (!tile.href) return null;
  return (
    <TileLeadAction
      cardHref={tile.href}
      vehicle={{
        id: tile.id,
        title: tile.title,
        price: tile.price,
        dealerName: tile.dealer,
        ...tile.lead,
      }}
    />
  );
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={unpack(loaderData, 'listing')} tileAction={tileAction} />;
}
