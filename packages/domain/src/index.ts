export * from './basket.ts';
export * from './cities.ts';
export * from './constants.ts';
export * from './format/index.ts';
export * from './holdings.ts';
export * from './lead-forms.ts';
export * from './routes/index.ts';
export * from './validation/index.ts';
