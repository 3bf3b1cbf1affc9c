import { parseQrQuery, qrSvg, qrTarget, vehicleOf } from '../features/vehicle-card/index.server.ts';
import { publicOrigin } from '../shared/site/public-url.server.ts';
import type { Route } from './+types/qr-vin';

// SPEC 2.3 /qr/{vin}: the QR code of a vehicle as an SVG drawn on the server (SPEC 9 defaults).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseQrQuery(url.searchParams);
  if (!query.ok) {
    return Response.json(
      { message: query.message, code: 3, details: null },
      { status: 400, headers: { 'cache-control': 'no-store' } },
    );
  }
  // Only a vehicle of the stock gets a code: any 17 characters would otherwise be drawn and cached.
  try {
    await vehicleOf(context, params.vin, url);
  } catch (error) {
    // A resource route answers the status alone: the API's Russian message is no HTTP reason phrase.
    const status = (error as { init?: ResponseInit } | null)?.init?.status ?? 500;
    return new Response(null, { status, headers: { 'cache-control': 'no-store' } });
  }
  const svg = await qrSvg(qrTarget(publicOrigin(context), params.vin), query.options);
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  });
}
