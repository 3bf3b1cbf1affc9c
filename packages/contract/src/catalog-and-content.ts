// Catalogue and content wire schemas (vehicles, makes, dealers, content, SEO), one barrel line in index.ts.
export * from './catalog-vocabulary.ts';
export * from './catalog-query.ts';
export * from './catalog.ts';
export * from './catalog-extra.ts';
export * from './autoblock.ts';
export * from './core.ts';
export * from './dealers.ts';
export * from './reviews.ts';
export * from './review-moderation.ts';
export * from './brands.ts';
export * from './content.ts';
export * from './content-office.ts';
export * from './home-banners.ts';
export * from './codes.ts';
export * from './paging.ts';
export * from './sitemap.ts';
export * from './investors.ts';
