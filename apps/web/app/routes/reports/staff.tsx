import { StaffPage } from '../../features/reports/index.ts';
import { loadStaff, staffAction } from '../../features/reports/index.server.ts';
import type { Route } from './+types/staff';

// /reports/staff/: the holding's staff accounts (administrators only).
export function loader({ request, context }: Route.LoaderArgs) {
  return loadStaff(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return staffAction(request, context);
}

export function meta() {
  return [{ title: 'Сотрудники' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage {...loaderData} result={actionData} />;
}
