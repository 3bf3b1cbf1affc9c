import { PersonPage } from '../../features/codes/index.ts';
import { loadPerson } from '../../features/codes/index.server.ts';
import type { Route } from './+types/person-en';

// SPEC 2.3 /i/en/{person}: the profile in English.
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadPerson(context, new URL(request.url), params.person, 'en');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function PersonEn({ loaderData }: Route.ComponentProps) {
  const { meta: _meta, ...page } = loaderData;
  return <PersonPage {...page} />;
}
