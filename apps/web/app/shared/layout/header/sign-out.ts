import { logout } from '../../stores/index.ts';

/**
 * SPEC 4 logout from the user menu: the server clears the token cookies, the stores drop user
 * info, favourites, the accessory basket and the quantities, and the visitor goes to /.
 */
export function signOut(): void {
  void logout();
}
