import { data } from 'react-router';
import { QR_DEFAULTS } from '@dealer/domain';
import { QrGenerator } from '../../features/codes/index.ts';
import { parseQrQuery, vehicleOf } from '../../features/vehicle-card/index.server.ts';
import { builtHref } from '../../shared/layout/route-links.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { Route } from './+types/qr-generator';

// SPEC 2.3 /qr/generator/{vin}: the QR code of a vehicle of the stock with the SPEC 9 size and level.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const vehicle = await vehicleOf(context, params.vin, url);
  const { holdingId } = context.get(siteContext);
  const vin = vehicle.vin.toUpperCase();
  const query = parseQrQuery(url.searchParams);
  const options = query.ok ? query.options : QR_DEFAULTS;
  const image = new URLSearchParams({ level: options.level, size: String(options.size) });
  const card = builtHref(holdingId, 'catalog-id', { id: vehicle.id });
  const page = {
    vin,
    level: options.level,
    size: options.size,
    imageHref: `${builtHref(holdingId, 'qr-vin', { vin }) ?? `/qr/${vin}/`}?${image.toString()}`,
    crumbs: [
      { label: 'Главная', href: '/' },
      { label: vin, href: card ?? undefined },
      { label: 'QR-код' },
    ],
    error: query.ok ? null : query.message,
  };
  // A level or size outside SPEC 9 is the visitor's mistake: the page says so with a 400.
  return query.ok ? page : data(page, { status: 400 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `QR-код автомобиля ${loaderData?.vin ?? ''}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function QrGeneratorPage({ loaderData }: Route.ComponentProps) {
  const { error, ...page } = loaderData;
  return <QrGenerator {...page} error={error} />;
}
