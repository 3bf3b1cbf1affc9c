import type { MetaDescriptor } from 'react-router';
import type { ListingData } from './listing-data.ts';

/**
 * Title, description and the canonical link of a listing page, from its loader data. A listing
 * without vehicles, or an embed, is kept out of search engines.
 */
export function listingMeta(
  data: ListingData | undefined,
  { noindex = false }: { noindex?: boolean } = {},
): MetaDescriptor[] {
  if (!data) return [];
  return [
    { title: data.seo.title },
    { name: 'description', content: data.seo.description },
    { tagName: 'link', rel: 'canonical', href: data.canonical },
    ...(noindex || data.total === 0 ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
