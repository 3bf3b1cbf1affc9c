import { AdvisersPage, headMeta } from '../../features/content/index.ts';
import { loadAdvisers } from '../../features/content/index.server.ts';
import type { Route } from './+types/about-advisers';

// SPEC 2.3 /about/advisers: the chosen city's advisers.
export function loader({ context, request }: Route.LoaderArgs) {
  return loadAdvisers(context, new URL(request.url));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return headMeta(loaderData?.head);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <AdvisersPage
      groups={loaderData.groups}
      head={loaderData.head}
      cityName={loaderData.cityName}
    />
  );
}
