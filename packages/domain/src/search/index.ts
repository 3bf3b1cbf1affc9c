// Pure helpers of /search: keyboard layout, transliteration, normalisation, make spellings, paging.
export * from './layout.ts';
export * from './makes.ts';
export * from './normalize.ts';
export * from './translit.ts';
export * from './variants.ts';

// Hits per page of each /search group (SPEC leaves the size open).
export const SEARCH_PAGE_SIZE = 12;
