// What the favourites routes load on the server.
export { loadFavorites } from './load-favorites.server.ts';
