import { headMeta, StaticPageView } from '../../features/content/index.ts';
import { loadStaticPage } from '../../features/content/index.server.ts';
import type { Route } from './+types/guaranty';

// SPEC 2.3 /guaranty.
export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context, 'guaranty', new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return headMeta(loaderData?.head);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StaticPageView page={loaderData.page} head={loaderData.head} />;
}
