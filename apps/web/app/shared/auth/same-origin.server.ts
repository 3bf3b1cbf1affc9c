import { data } from 'react-router';

/**
 * A form posted from another site must not sign anyone in or change an account: the cookies are
 * SameSite=Lax, and this also stops a sign-in into someone else's account.
 */
export function refuseCrossSite(request: Request): void {
  const origin = request.headers.get('origin');
  if (!origin) return;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  if (host !== (request.headers.get('host') ?? new URL(request.url).host))
    throw data('Запрос с другого сайта отклонён', { status: 403 });
}
