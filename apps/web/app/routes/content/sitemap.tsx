import { headMeta, SiteMapPage } from '../../features/content/index.ts';
import { loadSiteMap } from '../../features/content/index.server.ts';
import type { Route } from './+types/sitemap';

// SPEC 2.3 /sitemap: the HTML site map.
export function loader({ context, request }: Route.LoaderArgs) {
  return loadSiteMap(context, new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return headMeta(loaderData?.head);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SiteMapPage tree={loaderData.tree} head={loaderData.head} />;
}
