// What the favourites route loads on the server.
export { loadFavorites } from './load-favorites.server.ts';
