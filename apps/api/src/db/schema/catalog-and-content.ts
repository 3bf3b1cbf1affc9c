// Catalogue and content tables (geo, dealers, makes and models, vehicles, content, codes), one barrel line in index.ts.
export * from './geo.ts';
export * from './catalog.ts';
export * from './dealers.ts';
export * from './vehicles.ts';
export * from './content.ts';
export * from './codes.ts';
export * from './investors.ts';
