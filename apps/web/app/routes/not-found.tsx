import { notFound } from '../shared/navigation/chain.server.ts';
import type { Route } from './+types/not-found';

// Reached only after the navigation chain found no redirect for the path.
export function loader({ request }: Route.LoaderArgs): never {
  throw notFound(new URL(request.url).pathname);
}

export default function NotFound() {
  return null;
}
