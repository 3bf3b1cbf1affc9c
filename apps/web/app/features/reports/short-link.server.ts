import { data } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import QRCode from 'qrcode';
import { refuseCrossSite } from '../../shared/auth/same-origin.server.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import { requireStaff, staffApi } from './staff-session.server.ts';
import type { ShortLinkState } from './types.ts';

type Context = Readonly<RouterContextProvider>;

const UNAVAILABLE = 'Сервис временно недоступен. Попробуйте позже.';

/** /slgen/: staff only; anyone else goes to the staff sign-in and comes back. */
export async function loadShortLink(request: Request, context: Context) {
  await requireStaff(request, staffApi(request, context));
  return null;
}

/**
 * SPEC 2.3 /slgen: the API makes (or finds) the page's code; the page shows the full short link
 * on the holding's configured address, with its QR code. The API's message explains a bad address.
 */
export async function shortLinkAction(request: Request, context: Context) {
  refuseCrossSite(request);
  const api = staffApi(request, context);
  await requireStaff(request, api);
  const url = String((await request.formData()).get('url') ?? '')
    .trim()
    .slice(0, 4096);
  const answer = await api.post('/slgen', { body: { url } });
  const body = answer.body;
  if (answer.status === 200 && body && 'targetUrl' in body) {
    const link = `${publicOrigin(context)}/sl/${body.code}/`;
    const qr = await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return data<ShortLinkState>({
      ok: true,
      url,
      link,
      target: body.targetUrl,
      created: body.created,
      qr: `data:image/svg+xml,${encodeURIComponent(qr)}`,
    });
  }
  const client = answer.status >= 400 && answer.status < 500;
  const message = body && 'message' in body ? String(body.message) : '';
  return data<ShortLinkState>(
    { ok: false, url, error: client && message ? message : UNAVAILABLE },
    client ? answer.status : 502,
  );
}
