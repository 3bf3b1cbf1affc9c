import { SimilarVehicles, VehicleCardPage } from '../features/vehicle-card/index.ts';
import { loadVehicleCard } from '../features/vehicle-card/index.server.ts';
import type { Route } from './+types/price-tags-id';

// SPEC 2.3: the vehicle card opened from a price tag's QR code, /price-tags/{id}/; canonical is /catalog/{id}/.
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadVehicleCard(context, params.id, new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function PriceTagCard({ loaderData }: Route.ComponentProps) {
  const { vehicle, crumbs, title, canonical, similar } = loaderData;
  return (
    <VehicleCardPage
      vehicle={vehicle}
      crumbs={crumbs}
      title={title}
      canonical={canonical}
      similar={<SimilarVehicles vehicles={similar} />}
    />
  );
}
