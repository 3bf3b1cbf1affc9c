import { StaticPublicationPage, publicationMeta } from '../../features/content/index.ts';
import { loadPublicationPage } from '../../features/content/index.server.ts';
import type { Route } from './+types/actions-id';

// SPEC 2.3 /actions/{id}.
export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadPublicationPage(context, 'actions', params.id, new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return publicationMeta(loaderData);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StaticPublicationPage view={loaderData} />;
}
