// Catalogue and content wire schemas (vehicles, makes, dealers, content, SEO), one barrel line in index.ts.
export * from './catalog-vocabulary.ts';
