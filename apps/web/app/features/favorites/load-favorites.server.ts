import type { RouterContextProvider } from 'react-router';
import type { StoreItemCard } from '@dealer/contract';
import { apiContext } from '../../shared/api/context.ts';
import { tileOf } from '../../shared/catalog/tile-data.ts';
import type { VehicleTileData } from '../../shared/catalog/tile-data.ts';
import { builtHref } from '../../shared/layout/links.ts';
import { storeItemsByIds, vehiclesByIds } from '../../shared/lists/by-ids.server.ts';
import { parseIdsParam } from '../../shared/lists/ids-param.ts';
import { siteContext } from '../../shared/site/context.ts';

export interface FavoriteAccessory {
  id: number;
  name: string;
  brand: string;
  price: number;
  oldPrice: number | null;
  image: string | null;
  href: string | null;
}

export interface FavoritesData {
  vehicles: VehicleTileData[];
  accessories: FavoriteAccessory[];
  /** The empty state's link, resolved here so the route table stays out of the browser. */
  catalogHref: string | null;
}

function accessoryOf(item: StoreItemCard, href: string | null): FavoriteAccessory {
  return {
    id: item.id,
    name: item.name,
    brand: item.brand.nameEn,
    price: item.disprice,
    oldPrice: item.price > item.disprice ? item.price : null,
    image: item.image,
    href,
  };
}

/** /favorites/?v=…&a=…: the favourite vehicles and accessories the visitor's lists name. */
export async function loadFavorites(context: Readonly<RouterContextProvider>, url: URL): Promise<FavoritesData> {
  const { holdingId } = context.get(siteContext);
  const catalogHref = builtHref(holdingId, 'cars');
  const vehicleIds = parseIdsParam(url.searchParams.get('v'));
  const accessoryIds = parseIdsParam(url.searchParams.get('a'));
  if (vehicleIds.length === 0 && accessoryIds.length === 0) return { vehicles: [], accessories: [], catalogHref };
  const api = context.get(apiContext);
  const [vehicles, items] = await Promise.all([vehiclesByIds(api, vehicleIds), storeItemsByIds(api, accessoryIds)]);
  return {
    vehicles: vehicles.map((vehicle) => {
      // A sold vehicle stays in the list, marked, without a link: its card answers 410.
      if (vehicle.status === 'sold') {
        const tile = tileOf(vehicle, null);
        return { ...tile, facts: [...tile.facts, 'Продан'] };
      }
      return tileOf(vehicle, builtHref(holdingId, 'catalog-id', { id: vehicle.id }));
    }),
    accessories: items.map((item) => accessoryOf(item, builtHref(holdingId, 'item-code', { code: item.id }))),
    catalogHref,
  };
}
