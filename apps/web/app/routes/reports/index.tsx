import { DeskPage } from '../../features/reports/index.ts';
import { loadDesk } from '../../features/reports/index.server.ts';
import type { Route } from './+types/index';

// The staff's lead desk /reports/: leads of the holding, filters, chart, CSV.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadDesk(request, context);
}

export function meta() {
  return [{ title: 'Заявки — отчёты' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DeskPage {...loaderData} />;
}
