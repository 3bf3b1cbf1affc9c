import { cityName, formatRub, holdingDisplayName, pluralCount } from '@dealer/domain';
import type { CityCode, HoldingId } from '@dealer/domain';
import type { ListingSeo } from './listing-data.ts';
import { OFFER_FORMS } from './listing-data.ts';

export interface DefaultSeoInput {
  h1: string;
  holdingId: HoldingId;
  city: CityCode;
  total: number;
  minPrice: number | null;
  page: number;
}

/** Title and description of a listing without SEO meta: the h1 with the city, the count and the lowest price. */
export function defaultSeo({ h1, holdingId, city, total, minPrice, page }: DefaultSeoInput): ListingSeo {
  const holding = holdingDisplayName(holdingId);
  const where = `в ${cityName(city, 'prepositional')}`;
  const pageNote = page > 1 ? `, страница ${page}` : '';
  const from = minPrice !== null && total > 0 ? ` Цены от ${formatRub(minPrice)}.` : '';
  return {
    h1,
    title: `${h1} ${where}: купить у официального дилера${pageNote} | ${holding}`,
    description: `${h1} ${where}: ${pluralCount(total, OFFER_FORMS)} в наличии и в пути у дилерских центров ${holding}.${from}`,
    text: '',
  };
}
