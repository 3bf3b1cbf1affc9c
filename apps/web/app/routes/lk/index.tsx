import { OverviewPage } from '../../features/lk/index.ts';
import { loadOverview } from '../../features/lk/index.server.ts';
import type { Route } from './+types/index';

// SPEC 2.9 /lk/: the overview of the personal area.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadOverview(request, context);
}

export function meta() {
  return [{ title: 'Личный кабинет' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OverviewPage {...loaderData} />;
}
