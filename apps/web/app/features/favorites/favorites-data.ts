import type { StoreItemCard } from '@dealer/contract';

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
