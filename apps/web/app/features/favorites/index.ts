// The favourites feature.
export { FavoritesPage } from './favorites-page.tsx';
