import { FavoritesPage } from '../../features/favorites/index.ts';
import { loadFavorites } from '../../features/favorites/index.server.ts';
import { UserSync } from '../../features/lk/index.ts';
import { requireUser } from '../../features/lk/index.server.ts';
import { listResponse } from '../../shared/lists/load-list.server.ts';
import type { Route } from './+types/favorites';

// SPEC 2.9 /lk/favorites/: the favourites, synced with the account, inside the personal area.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return listResponse({ user, ...(await loadFavorites(context, request)) });
}

export function meta() {
  return [{ title: 'Избранное' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { user, ...page } = loaderData;
  return (
    <>
      <UserSync user={user} />
      <FavoritesPage {...page} />
    </>
  );
}
