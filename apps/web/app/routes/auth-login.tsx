import { useLocation } from 'react-router';
import { SignInPage } from '../features/lk/index.ts';
import { signInAction, signInLoader } from '../features/lk/index.server.ts';
import type { Route } from './+types/auth-login';

// SPEC 2.3 /auth/login/: the same sign-in in the auth layout.
export function loader({ request }: Route.LoaderArgs) {
  return signInLoader(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return signInAction(request, context);
}

export function meta() {
  return [{ title: 'Вход в личный кабинет' }, { name: 'robots', content: 'noindex' }];
}

export default function AuthLogin({ actionData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  return <SignInPage state={actionData} action={pathname + search} />;
}
