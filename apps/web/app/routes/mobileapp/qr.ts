import { href } from '@dealer/domain';
import { parseQrQuery, qrSvg } from '../../features/vehicle-card/index.server.ts';
import { publicOrigin } from '../../shared/site/public-url.server.ts';
import type { Route } from './+types/qr';

// The QR code of this holding's /mobileapp/download/ (SPEC 2.16 banner QR, SPEC 9 defaults),
// drawn on the server like /qr/{vin}, for the holding's configured address.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseQrQuery(url.searchParams);
  if (!query.ok) {
    return Response.json(
      { message: query.message, code: 3, details: null },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  }
  const svg = await qrSvg(publicOrigin(context) + href('mobileapp-download'), query.options);
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  });
}
