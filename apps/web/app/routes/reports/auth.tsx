import { StaffSignInPage } from '../../features/reports/index.ts';
import { staffSignInAction, loadStaffSignIn } from '../../features/reports/index.server.ts';
import type { Route } from './+types/auth';

// /reports/auth/: the staff sign-in (and sign-out) of the desk.
export function loader({ request }: Route.LoaderArgs) {
  return loadStaffSignIn(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return staffSignInAction(request, context);
}

export function meta() {
  return [{ title: 'Вход для сотрудников' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <StaffSignInPage state={actionData} />;
}
