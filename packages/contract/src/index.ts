// The wire contract of the API: zod schemas and their types, no server code.
export * from './common.ts';
export * from './errors.ts';
export * from './safe-text.ts';
export * from './limits.ts';
export * from './health.ts';
export * from './redirects.ts';
export * from './catalog-and-content.ts';
export * from './identity.ts';
export * from './search.ts';
export * from './bills.ts';
export * from './service.ts';
export * from './stock-import.ts';
