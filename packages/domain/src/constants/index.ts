// SPEC 9 business constants, so the web, the API and the tests read the same numbers.
export * from './site.ts';
export * from './catalog.ts';
export * from './forms.ts';
export * from './analytics.ts';
