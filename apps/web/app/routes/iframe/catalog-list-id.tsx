import { VehicleCardPage, cardMeta } from '../../features/vehicle-card/index.ts';
import { loadEmbedCard } from '../../features/vehicle-card/embed-card-loader.server.ts';
import type { Route } from './+types/catalog-list-id';

// SPEC 2.10: the vehicle card inside the embed; missing is 404, sold is 410 (SPEC 2.17).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { ...(await loadEmbedCard(context, params.id, url)), origin: url.origin };
}

// The canonical link names the public card /catalog/{id}/.
export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [...cardMeta(loaderData), { name: 'robots', content: 'noindex' }] : [];
}

export default function EmbedCard({ loaderData }: Route.ComponentProps) {
  const { vehicle, crumbs, canonical, origin, backHref } = loaderData;
  return <VehicleCardPage vehicle={vehicle} crumbs={crumbs} canonical={canonical} origin={origin} backHref={backHref} />;
}
