// The in-memory index of the vehicle stock (decision 0005); routes read it through a CatalogStore.
export { createCatalogStore, type CatalogStore } from './store.ts';
export { DIM_KEYS, type DimKey, type HoldingIndex } from './columns.ts';
export { idPredicates, inCity, predicatesOf, type Predicate } from './filters.ts';
export { pageOf, type ListingPage } from './listing.ts';
export { countFacets } from './facets.ts';
