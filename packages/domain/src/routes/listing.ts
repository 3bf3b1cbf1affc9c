import { isCondition, isFilterSegment } from './params.ts';
import { LISTING_CATEGORIES, type ListingCategory } from './rows/listings.ts';
import type { ListingPreset, RouteParams } from './types.ts';

export { CATEGORY_HOLDINGS, LISTING_CATEGORIES, type ListingCategory } from './rows/listings.ts';

export interface ListingSegments {
  condition?: 'new' | 'used';
  mark?: string;
  model?: string;
  filter?: string;
}

/**
 * The listing's segments with the filter put in its place: a filter segment may stand where the
 * mark or the model would ('/cars/new/bodytype-suv/', '/cars/used/bmw/year-2020/').
 */
export function listingSegments(params: RouteParams): ListingSegments {
  const out: ListingSegments = {};
  const condition = params['condition'];
  if (condition === 'new' || condition === 'used') out.condition = condition;
  for (const key of ['mark', 'model', 'filter'] as const) {
    const value = params[key];
    if (!value) continue;
    if (isFilterSegment(value)) out.filter = value;
    else if (key !== 'filter') out[key] = value;
  }
  return out;
}

/** The listing category of a route pattern or pathname, from its first segment. */
export function listingCategoryOf(path: string): ListingCategory | null {
  const first = path.split('/').find((s) => s !== '') ?? '';
  return LISTING_CATEGORIES.find((c) => c === first) ?? null;
}

const CATEGORY_H1: Readonly<
  Record<ListingCategory, readonly [all: string, fresh: string, used: string]>
> = {
  cars: ['Автомобили', 'Новые автомобили', 'Автомобили с пробегом'],
  electro: ['Электромобили', 'Новые электромобили', 'Электромобили с пробегом'],
  moto: ['Мотоциклы', 'Новые мотоциклы', 'Мотоциклы с пробегом'],
  'jet-ski': ['Гидроциклы', 'Новые гидроциклы', 'Гидроциклы с пробегом'],
  atv: ['Квадроциклы', 'Новые квадроциклы', 'Квадроциклы с пробегом'],
  commercial: [
    'Коммерческий транспорт',
    'Новый коммерческий транспорт',
    'Коммерческий транспорт с пробегом',
  ],
};

/** Default h1 of a plain listing when the API has no SEO meta for the URL. */
export function listingH1(category: ListingCategory, condition?: string): string {
  const [all, fresh, used] = CATEGORY_H1[category];
  if (!condition || !isCondition(condition)) return all;
  return condition === 'new' ? fresh : used;
}

/** Fills {mark}, {model} and {year} of a preset h1; an unknown placeholder is dropped. */
export function presetH1(
  preset: ListingPreset,
  values: Readonly<Partial<Record<'mark' | 'model' | 'year', string>>> = {},
): string {
  return preset.h1
    .replace(/\{(mark|model|year)\}/g, (_, key: 'mark' | 'model' | 'year') => values[key] ?? '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
