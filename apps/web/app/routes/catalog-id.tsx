import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { VehicleLeadActions } from '../features/lead-form/index.ts';
import { handleVehicleLeadAction } from '../features/lead-form/index.server.ts';
import { SimilarVehicles, VehicleCardPage } from '../features/vehicle-card/index.ts';
import { loadVehicleCard } from '../features/vehicle-card/index.server.ts';
import type { Route } from './+types/catalog-id';

// SPEC 2.3: the vehicle card /catalog/{id}/; missing is 404, sold is 410 (SPEC 2.17).
// Plain loader data (docs/rendering.md): the similar vehicles stream as a promise, and the canonical
// link is in sight of the root's (CanonicalLink).
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadVehicleCard(context, params.id, new URL(request.url));
}

// The card's calls to action post here (request, credit, trade-in, test drive, history report).
export function action({ context, params, request }: Route.ActionArgs) {
  return handleVehicleLeadAction(request, context, params.id);
}

// A sent lead changes nothing the page shows: no reload of its data (which, with the API away,
// would swap the form and what was typed for an error page).
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function CatalogCard({ loaderData }: Route.ComponentProps) {
  const { vehicle, crumbs, title, canonical, similar } = loaderData;
  return (
    <VehicleCardPage
      vehicle={vehicle}
      crumbs={crumbs}
      title={title}
      canonical={canonical}
      similar={<SimilarVehicles vehicles={similar} />}
      leadActions={
        <VehicleLeadActions
          vehicle={{
            id: vehicle.id,
            mark: vehicle.mark.name,
            model: vehicle.model.name,
            title,
            vin: vehicle.vin,
            dealerCode: vehicle.dealer.code,
            dealerName: vehicle.dealer.name,
            condition: vehicle.condition,
            price: vehicle.disprice || vehicle.price,
          }}
        />
      }
    />
  );
}
