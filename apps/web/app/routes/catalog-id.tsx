import { SimilarVehicles, VehicleCardPage, cardMeta } from '../features/vehicle-card/index.ts';
import { loadVehicleCard } from '../features/vehicle-card/card-loader.server.ts';
import type { Route } from './+types/catalog-id';

// SPEC 2.3: the vehicle card /catalog/{id}/; missing is 404, sold is 410 (SPEC 2.17).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { ...(await loadVehicleCard(context, params.id, url)), origin: url.origin };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? cardMeta(loaderData) : [];
}

export default function CatalogCard({ loaderData }: Route.ComponentProps) {
  const { vehicle, crumbs, canonical, origin, similar } = loaderData;
  return <VehicleCardPage vehicle={vehicle} crumbs={crumbs} canonical={canonical} origin={origin} similar={<SimilarVehicles vehicles={similar} />} />;
}
