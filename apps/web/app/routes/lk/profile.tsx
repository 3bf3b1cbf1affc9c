import { ProfilePage } from '../../features/lk/index.ts';
import { loadProfile, profileAction } from '../../features/lk/index.server.ts';
import type { Route } from './+types/profile';

// SPEC 2.9 /lk/profile/: name and e-mail.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadProfile(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context);
}

export function meta() {
  return [{ title: 'Профиль' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage {...loaderData} result={actionData} />;
}
