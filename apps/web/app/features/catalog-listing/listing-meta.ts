import type { MetaDescriptor } from 'react-router';
import type { ListingData } from './listing-data.ts';

/** Title, description and the canonical link of a listing page, from its loader data. */
export function listingMeta(data: ListingData | undefined): MetaDescriptor[] {
  if (!data) return [];
  return [
    { title: data.seo.title },
    { name: 'description', content: data.seo.description },
    { tagName: 'link', rel: 'canonical', href: data.canonical },
  ];
}
