import { FavoritesPage } from '../features/favorites/index.ts';
import { loadFavorites } from '../features/favorites/index.server.ts';
import type { Route } from './+types/favorites';

// SPEC 2.3 /favorites/: the HTML is the same for everyone; the page loads the visitor's items from the API.
export function loader({ context }: Route.LoaderArgs) {
  return loadFavorites(context);
}

export function meta() {
  return [{ title: 'Избранное' }, { name: 'robots', content: 'noindex' }];
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  return <FavoritesPage {...loaderData} />;
}
