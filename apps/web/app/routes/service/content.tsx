import { ServicePage } from '../../features/service/index.ts';
import { loadServicePage } from '../../features/service/index.server.ts';
import type { Route } from './+types/content';

// One module for every /service and /services page of SPEC 2.7 that shows the editors' text.
export async function loader({ context, url }: Route.LoaderArgs) {
  return { view: await loadServicePage(context, url) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description } = loaderData.view;
  return [{ title }, { name: 'description', content: description }];
}

export default function ServiceContent({ loaderData }: Route.ComponentProps) {
  return <ServicePage view={loaderData.view} />;
}
