import { formatPrice, plural } from '@dealer/domain';
import type { CityCode, ListingBase, ListingQuery, ListKey } from '@dealer/domain';
import type { VehicleTileData } from '../../shared/catalog/tile-data.ts';

/** One value of a filter with its count given every other filter. */
export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** A list filter of the panel with the values the data has. */
export interface FilterGroup {
  key: ListKey;
  /** Its form field's name (an embed sends some under names of its own). */
  name: string;
  options: readonly FacetOption[];
}

/** A form field the panel sends without showing it: name and value. */
export type HiddenField = readonly [name: string, value: string];

export type PanelRangeKey = 'price' | 'year' | 'mileage';
export interface RangeBounds {
  min: number;
  max: number;
}

export interface ListingSeo {
  title: string;
  description: string;
  h1: string;
  /** An editorial text under the results, from the SEO meta. */
  text: string;
}

/** What a listing page's loader hands the page: only what the first paint shows. */
export interface ListingData {
  /** The route row's pattern and preset: client controls build their URLs from it. */
  base: ListingBase;
  query: ListingQuery;
  /** Whose stock is listed: the visitor's city, or the one an embed is narrowed to. */
  city: CityCode;
  /** The canonical path and query of this state; canonical is the same with the origin. */
  href: string;
  canonical: string;
  /** The page without any filter a visitor added (the fixed page keeps its preset). */
  resetHref: string;
  seo: ListingSeo;
  total: number;
  totalPages: number;
  /** How many filters the visitor chose (inside an embed, beyond its own narrowing). */
  filterCount: number;
  tiles: readonly VehicleTileData[];
  groups: readonly FilterGroup[];
  ranges: Readonly<Partial<Record<PanelRangeKey, RangeBounds>>>;
  hidden: readonly HiddenField[];
  /** Display names of the active values, for the chips that remove them («key:value» → label). */
  labels: Readonly<Record<string, string>>;
  /** Links to narrower fixed pages (the colour pages from /seo-pages/cars/color/). */
  related: readonly RelatedLink[];
}

/** The panel of a state the visitor has not applied yet: its count, filters and ranges. */
export interface ListingPanel {
  href: string;
  total: number;
  groups: readonly FilterGroup[];
  ranges: Readonly<Partial<Record<PanelRangeKey, RangeBounds>>>;
  /** The state's values the panel has no field for, sent along hidden. */
  hidden: readonly HiddenField[];
}

export interface RelatedLink {
  label: string;
  count: number;
  href: string;
}

export const GROUP_TITLES: Readonly<Record<ListKey, string>> = {
  mark: 'Марка',
  model: 'Модель',
  bodyType: 'Кузов',
  colorGroup: 'Цвет',
  country: 'Страна марки',
  driveType: 'Привод',
  engineType: 'Двигатель',
  gearType: 'Коробка передач',
  numberOfSeats: 'Количество мест',
  year: 'Год выпуска',
  motoClass: 'Класс',
  commercialType: 'Раздел',
  dealer: 'Дилерский центр',
  flags: 'Предложения',
};

/** The list groups the panel opens with, before the ranges (price, year, mileage) and the rest. */
export const LEADING_GROUPS: ReadonlySet<ListKey> = new Set<ListKey>(['mark', 'model']);

export const RANGE_TITLES: Readonly<Record<PanelRangeKey, string>> = {
  price: 'Цена, ₽',
  year: 'Год выпуска',
  mileage: 'Пробег, км',
};

export const OFFER_FORMS = ['предложение', 'предложения', 'предложений'] as const;

/** «1 275 предложений»: the count grouped like a price, with its word. */
export function offersText(count: number): string {
  return `${formatPrice(count)} ${plural(count, OFFER_FORMS)}`;
}

/** The key of a value in ListingData.labels. */
export function labelKey(key: ListKey, value: string): string {
  return `${key}:${value}`;
}

export type { ListingQuery };
