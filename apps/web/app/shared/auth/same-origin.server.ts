import { data } from 'react-router';

export const CROSS_SITE_MESSAGE = 'Запрос с другого сайта отклонён';

/** Whether a post comes from the site's own pages (a request without an Origin header does). */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === (request.headers.get('host') ?? new URL(request.url).host);
  } catch {
    return false;
  }
}

/**
 * A form posted from another site must not sign anyone in or change an account: the cookies are
 * SameSite=Lax, and this also stops a sign-in into someone else's account.
 */
export function refuseCrossSite(request: Request): void {
  if (!isSameOrigin(request)) throw data(CROSS_SITE_MESSAGE, { status: 403 });
}
