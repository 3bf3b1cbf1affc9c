import type { StoreItemCard, VehicleDetail } from '@dealer/contract';
import { tileOf } from '../../shared/catalog/tile-data.ts';
import type { VehicleTileData } from '../../shared/catalog/tile-data.ts';

/** A favourite accessory as its row shows it. */
export interface FavoriteAccessory {
  id: number;
  name: string;
  brand: string;
  price: number;
  oldPrice: number | null;
  image: string | null;
  href: string | null;
}

/** What the favourites page lists: tiles and rows, made by its loader. */
export interface FavoriteItems {
  vehicles: VehicleTileData[];
  accessories: FavoriteAccessory[];
}

/** A favourite vehicle's tile; a sold one stays in the list, marked, without a link (its card answers 410). */
export function favoriteTile(vehicle: VehicleDetail, href: string | null): VehicleTileData {
  if (vehicle.status !== 'sold') return tileOf(vehicle, href);
  const tile = tileOf(vehicle, null);
  return { ...tile, facts: [...tile.facts, 'Продан'] };
}

export function accessoryOf(item: StoreItemCard, href: string | null): FavoriteAccessory {
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
