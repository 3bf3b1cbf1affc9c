import { AdviserPage } from '../../features/contacts/index.ts';
import { loadAdviser } from '../../features/contacts/index.server.ts';
import type { Route } from './+types/adviser';

// SPEC 2.5 /contacts/{city}/{dealer}/advisers/{adviser}/: one adviser; an unknown one is a 404.
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadAdviser(context, new URL(request.url), params);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function Adviser({ loaderData }: Route.ComponentProps) {
  const { meta: _meta, ...page } = loaderData;
  return <AdviserPage {...page} />;
}
