import { PersonPage } from '../../features/codes/index.ts';
import { loadPerson } from '../../features/codes/index.server.ts';
import type { Route } from './+types/person';

// SPEC 2.3 /i/{person}: a named staff member's profile in Russian.
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadPerson(context, new URL(request.url), params.person, 'ru');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function Person({ loaderData }: Route.ComponentProps) {
  const { meta: _meta, ...page } = loaderData;
  return <PersonPage {...page} />;
}
