import type { StoreItemCard, StoreKind } from '@dealer/contract';
import { formatPrice, formatRub, plural } from '@dealer/domain';

/** SPEC 2.6: the two sections of the shop, by the first segment of their paths. */
export const SECTION_NAMES: Readonly<Record<StoreKind, string>> = {
  store: 'Аксессуары',
  parts: 'Запчасти',
};

const GOODS = ['товар', 'товара', 'товаров'] as const;

/** «1 товар», «3 товара», «5 233 товара». */
export function goodsText(count: number): string {
  return `${formatPrice(count)} ${plural(count, GOODS)}`;
}

/** An item's prices as shown (SPEC 5 price display): the old one only when there is a discount. */
export interface ShownPrice {
  current: string;
  old: string | null;
  /** Whole percent off, or null without a discount. */
  off: number | null;
}

export function shownPrice(item: { price: number; disprice: number }): ShownPrice {
  const discounted = item.disprice > 0 && item.disprice < item.price;
  return {
    current: formatRub(discounted ? item.disprice : item.price),
    old: discounted ? formatRub(item.price) : null,
    off: discounted ? Math.round((1 - item.disprice / item.price) * 100) : null,
  };
}

/** What a tile of the list shows, with its link resolved by the loader. */
export interface StoreTileData {
  id: number;
  href: string | null;
  name: string;
  brand: string;
  partCode: string;
  price: ShownPrice;
  inStock: boolean;
  image: string | null;
}

export function storeTile(item: StoreItemCard, href: string | null): StoreTileData {
  return {
    id: item.id,
    href,
    name: item.name,
    brand: item.brand.nameEn,
    partCode: item.partCode,
    price: shownPrice(item),
    inStock: item.inStock,
    image: item.image,
  };
}

/** A link with a count: a subcategory, a brand option. */
export interface CountedLink {
  label: string;
  href: string;
  count: number;
}
