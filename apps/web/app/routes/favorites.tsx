import { FavoritesPage } from '../features/favorites/index.ts';
import { loadFavorites } from '../features/favorites/index.server.ts';
import { listResponse } from '../shared/lists/load-list.server.ts';
import type { Route } from './+types/favorites';

// SPEC 2.3 /favorites/: the HTML is the same for everyone; the page then asks this loader for the
// visitor's items (?vehicles=…&accessories=…, decision 0038).
export async function loader({ request, context }: Route.LoaderArgs) {
  return listResponse(await loadFavorites(context, request));
}

export function meta() {
  return [{ title: 'Избранное' }, { name: 'robots', content: 'noindex' }];
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  return <FavoritesPage {...loaderData} />;
}
