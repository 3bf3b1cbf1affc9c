import { listMeta, PublicationListPage } from '../../features/content/index.ts';
import { loadPublicationList } from '../../features/content/index.server.ts';
import type { Route } from './+types/actions';

// SPEC 2.3 /actions: a page of items, filtered in the URL.
export function loader({ context, request }: Route.LoaderArgs) {
  return loadPublicationList(context, 'actions', new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return listMeta(loaderData);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PublicationListPage view={loaderData} />;
}
