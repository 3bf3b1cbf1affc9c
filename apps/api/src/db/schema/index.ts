// Every table of the API, one file per domain; drizzle-kit and the client read this barrel.
export * from './redirects.ts';
export * from './catalog-and-content.ts';
export * from './store.ts';
export * from './identity.ts';
export * from './bills.ts';
export * from './service.ts';
export * from './stock-import.ts';
