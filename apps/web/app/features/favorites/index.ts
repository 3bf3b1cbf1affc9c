// The favourites feature (issue 5 item 4).
export { FavoritesPage } from './favorites-page.tsx';
