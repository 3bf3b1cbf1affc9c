/**
 * SPEC 4 logout from the user menu: the server clears the token cookies, the stores drop user
 * info, favourites, the accessory basket and the quantities, and the visitor goes to /. The
 * session calls load on the click: pages of anonymous visitors do not carry them.
 */
export function signOut(): void {
  void import('../../stores/session.ts').then((session) => session.logout());
}
