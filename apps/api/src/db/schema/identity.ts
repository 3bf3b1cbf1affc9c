// Identity, personal data and leads tables, one barrel line in index.ts.
export * from './users.ts';
export * from './personal.ts';
export * from './leads.ts';
export * from './lead-files.ts';
export * from './staff-dealers.ts';
export * from './back-office.ts';
