import { RegistrationPage } from '../features/lk/index.ts';
import { registrationAction, loadRegistration } from '../features/lk/index.server.ts';
import type { Route } from './+types/registration';

// SPEC 2.3 /registration/: the name and consent after the first sign-in.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadRegistration(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return registrationAction(request, context);
}

export function meta() {
  return [{ title: 'Регистрация' }, { name: 'robots', content: 'noindex' }];
}

export default function Registration({ loaderData, actionData }: Route.ComponentProps) {
  return <RegistrationPage {...loaderData} result={actionData} />;
}
