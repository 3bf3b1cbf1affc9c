import { clearBasket, clearFavorites, setUser } from '../../stores/index.ts';

/**
 * SPEC 4 logout, the part the page can do: user info, favourites, the accessory basket and the
 * quantities are cleared, then the visitor goes to /. The httpOnly token cookies are the login
 * work's to clear on the server; its logout call belongs here once it lands.
 */
export function signOut(): void {
  setUser(null);
  clearFavorites();
  clearBasket();
  window.location.assign('/');
}
