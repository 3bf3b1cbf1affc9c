import { useLocation } from 'react-router';
import { SignInPage } from '../../features/lk/index.ts';
import { signInAction, loadSignIn } from '../../features/lk/index.server.ts';
import type { Route } from './+types/auth';

// SPEC 2.9 /lk/auth/: the personal area's sign-in entry, open to everyone; SPEC 2.3 /auth/login/
// is the same sign-in in the auth layout.
export function loader({ request }: Route.LoaderArgs) {
  return loadSignIn(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, context);
}

export function meta() {
  return [{ title: 'Вход в личный кабинет' }, { name: 'robots', content: 'noindex' }];
}

export default function SignIn({ actionData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  return <SignInPage state={actionData} action={pathname + search} />;
}
