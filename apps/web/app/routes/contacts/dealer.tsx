import { DealerPage } from '../../features/contacts/index.ts';
import { loadDealer } from '../../features/contacts/index.server.ts';
import type { Route } from './+types/dealer';

// SPEC 2.5 /contacts/{city}/{dealer}/: one dealer; an unknown one is a 404.
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadDealer(context, new URL(request.url), params);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function Dealer({ loaderData }: Route.ComponentProps) {
  const { meta: _meta, ...page } = loaderData;
  return <DealerPage {...page} />;
}
