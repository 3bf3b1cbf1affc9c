import { loadRefresh } from '../features/lk/index.server.ts';
import type { Route } from './+types/auth-refresh';

// SPEC 2.3 /auth/refresh/: renews the tokens and goes back; a refused refresh signs the visitor out.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadRefresh(request, context);
}
