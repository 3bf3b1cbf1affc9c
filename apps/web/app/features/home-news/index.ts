export { HomeNews } from './home-news.tsx';
export type { HomeNewsData } from './home-news-data.ts';
