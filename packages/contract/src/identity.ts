// Identity, personal data and leads wire schemas, one barrel line in index.ts.
export * from './auth.ts';
export * from './basket.ts';
export * from './leads.ts';
export * from './lk.ts';
export * from './location.ts';
export * from './personal-lists.ts';
export * from './reports.ts';
export * from './store-order.ts';
export * from './user.ts';
export * from './back-office.ts';
