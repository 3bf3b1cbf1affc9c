import { headMeta, StaticPageView } from '../../features/content/index.ts';
import { loadStaticPage } from '../../features/content/index.server.ts';
import type { Route } from './+types/consent-to-processing';

// SPEC 2.3 /consent-to-processing: the consent the forms link.
export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context, 'consent-to-processing', new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return headMeta(loaderData?.head);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <StaticPageView page={loaderData.page} head={loaderData.head} />;
}
