export * from './date.ts';
export * from './phone.ts';
export * from './plural.ts';
export * from './number.ts';
export * from './price.ts';
export * from './working-hours.ts';
