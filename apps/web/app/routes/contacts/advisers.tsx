import { AdvisersPage } from '../../features/contacts/index.ts';
import { loadAdvisers } from '../../features/contacts/index.server.ts';
import type { Route } from './+types/advisers';

// SPEC 2.5 /contacts/{city}/{dealer}/advisers/: the dealer's advisers.
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadAdvisers(context, new URL(request.url), params);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function Advisers({ loaderData }: Route.ComponentProps) {
  const { meta: _meta, ...page } = loaderData;
  return <AdvisersPage {...page} />;
}
