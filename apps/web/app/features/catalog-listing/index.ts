// The listing feature: what the listing and embed routes compose.
export { ListingPage } from './listing-page.tsx';
export { listingMeta } from './listing-meta.ts';
