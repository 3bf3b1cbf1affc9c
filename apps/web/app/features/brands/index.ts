// The brand pages (SPEC 2.3).
export { BrandsListPage } from './brands-list-page.tsx';
export { BrandPage } from './brand-page.tsx';
export { ModelPage } from './model-page.tsx';
export { SeriesPage } from './series-page.tsx';
export { TopicPage } from './topic-page.tsx';
