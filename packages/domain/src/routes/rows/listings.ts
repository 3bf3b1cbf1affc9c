import type { HoldingId } from '../../holdings.ts';
import { holdingsWith } from '../../holdings/features.ts';
import { BOTH, page } from '../define.ts';
import { LISTING_QUERY_PARAMS } from '../../listing/query.ts';
import type { ListingPreset } from '../types.ts';

export type ListingCategory = ListingPreset['category'];

/** SPEC 2.4 listing categories, in menu order. */
export const LISTING_CATEGORIES = [
  'cars',
  'electro',
  'moto',
  'jet-ski',
  'atv',
  'commercial',
] as const satisfies readonly ListingCategory[];

export const CATEGORY_HOLDINGS: Readonly<Record<ListingCategory, readonly HoldingId[]>> = {
  cars: BOTH,
  commercial: BOTH,
  electro: holdingsWith('electro'),
  moto: holdingsWith('moto'),
  'jet-ski': holdingsWith('jet-ski'),
  atv: holdingsWith('atv'),
};

/**
 * SPEC 2.4 listing shapes of one category: /{category}/{new|used}/{mark}/{model}/{filter}, one row
 * per depth. Only the cars filter row carries validate-filter (SPEC 2.1: exactly one route does);
 * the other categories' filter segments are checked by their rows' own validators.
 */
/** The one listing page module every listing and fixed SEO row uses (DESIGN 3). */
export const LISTING_MODULE = 'routes/listing/listing.tsx';

function categoryRows<const C extends ListingCategory>(category: C) {
  const holdings = CATEGORY_HOLDINGS[category];
  const module = LISTING_MODULE;
  const query = LISTING_QUERY_PARAMS;
  const filterGuards = category === 'cars' ? (['city', 'validate-filter'] as const) : undefined;
  return [
    page(category, `/${category}`, { holdings, module, query }),
    page(`${category}-condition`, `/${category}/:condition`, { holdings, module, query }),
    page(`${category}-condition-mark`, `/${category}/:condition/:mark`, {
      holdings,
      module,
      query,
    }),
    page(`${category}-condition-mark-model`, `/${category}/:condition/:mark/:model`, {
      holdings,
      module,
      query,
    }),
    page(
      `${category}-condition-mark-model-filter`,
      `/${category}/:condition/:mark/:model/:filter`,
      { holdings, module, query, ...(filterGuards ? { guards: filterGuards } : {}) },
    ),
  ] as const;
}

export const LISTING_ROWS = [
  ...categoryRows('cars'),
  ...categoryRows('electro'),
  ...categoryRows('moto'),
  ...categoryRows('jet-ski'),
  ...categoryRows('atv'),
  ...categoryRows('commercial'),
] as const;
