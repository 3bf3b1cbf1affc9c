import { ImportPage } from '../../features/reports/index.ts';
import { importAction, loadImports } from '../../features/reports/index.server.ts';
import type { Route } from './+types/import';

// /reports/import/: stock feeds of the dealers (issue 32): upload, report, scheduled addresses.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadImports(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return importAction(request, context);
}

export function meta() {
  return [{ title: 'Фиды наличия — отчёты' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportPage {...loaderData} state={actionData} />;
}
