import type { UserInfo } from './user.ts';
import { setUser } from './user.ts';
import { clearFavorites } from './favorites.ts';
import { clearBasket } from './basket.ts';

/** What the session action (routes/auth-validate.ts) answers. */
export type SessionAnswer =
  | { sent: true; resendIn: number; codeLength: number }
  | { user: UserInfo }
  | { loggedOut: true }
  | { error: string; field?: string };

/** The web route that sets and clears the httpOnly token cookies; the page never sees a token. */
export const SESSION_ACTION = '/auth/validate/';

export async function postSession(fields: Record<string, string>): Promise<SessionAnswer> {
  try {
    const response = await fetch(SESSION_ACTION, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { accept: 'application/json' },
    });
    return (await response.json()) as SessionAnswer;
  } catch (error) {
    console.error('Session call failed', error);
    return { error: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.' };
  }
}

/**
 * SPEC 4 logout: tokens (on the server), user info, favourites, the accessory basket and the
 * quantities are cleared; then home. With redirect off, home only from a personal-area page.
 */
export async function logout({ redirect = true }: { redirect?: boolean } = {}): Promise<void> {
  await postSession({ intent: 'logout' });
  setUser(null);
  clearFavorites();
  clearBasket();
  if (redirect || window.location.pathname.includes('/lk')) window.location.assign('/');
}
