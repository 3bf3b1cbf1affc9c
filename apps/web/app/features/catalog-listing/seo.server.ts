import { cityName, formatRub, holdingDisplayName } from '@dealer/domain';
import type { CityCode, HoldingId } from '@dealer/domain';
import type { ApiClient } from '../../shared/api/client.server.ts';
import type { ListingSeo } from './listing-data.ts';

/** What the SEO endpoint answers (seoResponseSchema of packages/contract) that a page uses. */
type SeoMeta = Pick<ListingSeo, 'title' | 'description' | 'h1' | 'text'>;
import { offersText } from './listing-data.ts';

export interface DefaultSeoInput {
  h1: string;
  holdingId: HoldingId;
  city: CityCode;
  total: number;
  minPrice: number | null;
  page: number;
}

/** Title and description of a listing without SEO meta: the h1 with the city, the count and the lowest price. */
export function defaultSeo({
  h1,
  holdingId,
  city,
  total,
  minPrice,
  page,
}: DefaultSeoInput): ListingSeo {
  const holding = holdingDisplayName(holdingId);
  const where = `в ${cityName(city, 'prepositional')}`;
  const pageNote = page > 1 ? `, страница ${page}` : '';
  const from = minPrice !== null && total > 0 ? ` Цены от ${formatRub(minPrice)}.` : '';
  return {
    h1,
    title: `${h1} ${where}: купить у официального дилера${pageNote} | ${holding}`,
    description: `${h1} ${where}: ${offersText(total)} в наличии и в пути у дилерских центров ${holding}.${from}`,
    text: '',
  };
}

/** The API's SEO meta of a page path (SPEC 7, url in base64), or null when none is set. */
export async function loadSeoMeta(api: ApiClient, path: string): Promise<SeoMeta | null> {
  const url = Buffer.from(path, 'utf8').toString('base64');
  return (await api.get('/seo', { query: { url }, optional: true })) ?? null;
}

/** SEO meta wins where it is set; a later page of results says its number in the title. */
export function withSeoMeta(fallback: ListingSeo, meta: SeoMeta | null, page: number): ListingSeo {
  if (!meta) return fallback;
  return {
    h1: meta.h1 || fallback.h1,
    title: (meta.title || fallback.title) + (meta.title && page > 1 ? `, страница ${page}` : ''),
    description: meta.description || fallback.description,
    text: page > 1 ? '' : meta.text,
  };
}
