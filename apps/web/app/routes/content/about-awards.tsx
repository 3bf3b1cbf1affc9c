import { AwardsPage, headMeta } from '../../features/content/index.ts';
import { loadAwards } from '../../features/content/index.server.ts';
import type { Route } from './+types/about-awards';

// SPEC 2.3 /about/awards.
export function loader({ context, request }: Route.LoaderArgs) {
  return loadAwards(context, new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return headMeta(loaderData?.head);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AwardsPage awards={loaderData.awards} head={loaderData.head} />;
}
