// Vehicle listings and fixed SEO pages (SPEC 2.4) and the home page's catalogue blocks.
export { ListingPage } from './listing-page.tsx';
export { listingMeta } from './listing-meta.ts';
export type { ListingData } from './listing-data.ts';
