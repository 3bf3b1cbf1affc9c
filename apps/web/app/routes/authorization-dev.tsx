import { DevSignInPage } from '../features/lk/index.ts';
import { loadDevSignIn } from '../features/lk/index.server.ts';
import type { Route } from './+types/authorization-dev';

// SPEC 2.3 /authorization/dev/: the developer sign-in, only when the server runs in development.
export function loader({ request }: Route.LoaderArgs) {
  return loadDevSignIn(request);
}

export function meta() {
  return [{ title: 'Вход разработчика' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DevSignInPage phones={loaderData.phones} />;
}
