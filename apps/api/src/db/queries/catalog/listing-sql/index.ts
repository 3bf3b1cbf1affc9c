// The listing in SQL: the same answers as the in-memory index (stock-index/), read from the database.
export { sqlListingPage, type SqlListingParams } from './page.ts';
export { sqlFacets } from './facets.ts';
export { sqlPredicates, type SqlPredicate } from './predicates.ts';
