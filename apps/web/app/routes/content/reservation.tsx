import { headMeta, StaticPageView } from '../../features/content/index.ts';
import { loadStaticPage } from '../../features/content/index.server.ts';
import type { Route } from './+types/reservation';

// SPEC 2.3 /reservation: the second holding's vehicle reservation rules (SPEC 6).
export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context, 'reservation', new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return headMeta(loaderData?.head);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StaticPageView page={loaderData.page} head={loaderData.head} />;
}
