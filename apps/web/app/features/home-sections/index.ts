export { HomeSections } from './home-sections.tsx';
export type { HomeNewsData, HomeSectionsData } from './home-sections-data.ts';
