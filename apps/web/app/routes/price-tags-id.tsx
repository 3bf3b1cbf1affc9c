import { SimilarVehicles, VehicleCardPage, cardMeta } from '../features/vehicle-card/index.ts';
import { loadVehicleCard } from '../features/vehicle-card/card-loader.server.ts';
import type { Route } from './+types/price-tags-id';

// SPEC 2.3: the vehicle card opened from a price tag's QR code, /price-tags/{id}/; canonical is /catalog/{id}/.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { ...(await loadVehicleCard(context, params.id, url)), origin: url.origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? cardMeta(loaderData) : [];
}

export default function PriceTagCard({ loaderData }: Route.ComponentProps) {
  const { vehicle, crumbs, canonical, origin, similar } = loaderData;
  return <VehicleCardPage vehicle={vehicle} crumbs={crumbs} canonical={canonical} origin={origin} similar={<SimilarVehicles vehicles={similar} />} />;
}
