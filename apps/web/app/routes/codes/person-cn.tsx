import { PersonPage } from '../../features/codes/index.ts';
import { loadPerson } from '../../features/codes/index.server.ts';
import type { Route } from './+types/person-cn';

// SPEC 2.3 /i/cn/{person}: the profile in Chinese.
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadPerson(context, new URL(request.url), params.person, 'cn');
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function PersonCn({ loaderData }: Route.ComponentProps) {
  const { meta: _meta, ...page } = loaderData;
  return <PersonPage {...page} />;
}
