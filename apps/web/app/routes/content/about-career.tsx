import { headMeta, StaticPageView } from '../../features/content/index.ts';
import { loadStaticPage } from '../../features/content/index.server.ts';
import type { Route } from './+types/about-career';

// SPEC 2.3 /about/career.
export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context, 'career', new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return headMeta(loaderData?.head);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StaticPageView page={loaderData.page} head={loaderData.head} />;
}
