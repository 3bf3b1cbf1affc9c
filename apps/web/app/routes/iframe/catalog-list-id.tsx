import { VehicleCardPage } from '../../features/vehicle-card/index.ts';
import { loadEmbedCard } from '../../features/vehicle-card/index.server.ts';
import type { Route } from './+types/catalog-list-id';

// SPEC 2.10: the vehicle card inside the embed; missing is 404, sold is 410 (SPEC 2.17).
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadEmbedCard(context, params.id, new URL(request.url));
}

// The canonical link names the public card /catalog/{id}/.
export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [...loaderData.meta, { name: 'robots', content: 'noindex' }] : [];
}

export default function EmbedCard({ loaderData }: Route.ComponentProps) {
  const { vehicle, crumbs, title, canonical, back } = loaderData;
  return (
    <VehicleCardPage
      vehicle={vehicle}
      crumbs={crumbs}
      title={title}
      canonical={canonical}
      back={back}
    />
  );
}
