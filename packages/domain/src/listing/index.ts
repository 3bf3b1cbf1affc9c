// The one listing-URL schema of SPEC 2.4 and the filter store rules of SPEC 3 (see README.md).
export * from './keys.ts';
export * from './query.ts';
export * from './vocabulary.ts';
export * from './known-values.ts';
export * from './parse.ts';
export * from './build.ts';
export * from './embed-href.ts';
export * from './embed.ts';
export * from './api-query.ts';
export * from './filter-store.ts';
export * from './heading.ts';
