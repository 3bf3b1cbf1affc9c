import { SimilarVehicles, VehicleCardPage } from '../features/vehicle-card/index.ts';
import { loadVehicleCard } from '../features/vehicle-card/index.server.ts';
import type { Route } from './+types/catalog-id';

// SPEC 2.3: the vehicle card /catalog/{id}/; missing is 404, sold is 410 (SPEC 2.17).
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadVehicleCard(context, params.id, new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function CatalogCard({ loaderData }: Route.ComponentProps) {
  const { vehicle, crumbs, title, canonical, jsonLd, similar } = loaderData;
  return (
    <VehicleCardPage
      vehicle={vehicle}
      crumbs={crumbs}
      title={title}
      canonical={canonical}
      jsonLd={jsonLd}
      similar={<SimilarVehicles vehicles={similar} />}
    />
  );
}
