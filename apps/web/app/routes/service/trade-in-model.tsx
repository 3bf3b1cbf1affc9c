import { ServicePage } from '../../features/service/index.ts';
import { loadTradeInFor } from '../../features/service/index.server.ts';
import type { Route } from './+types/trade-in-model';

// SPEC 2.7 /services/trade-in/{mark}/ and /services/trade-in/{mark}/{model}/.
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadTradeInFor(context, new URL(request.url), params.mark, params.model);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: loaderData.heading },
    { name: 'description', content: loaderData.view.description },
  ];
}

export default function TradeInModel({ loaderData }: Route.ComponentProps) {
  return <ServicePage view={loaderData.view} />;
}
