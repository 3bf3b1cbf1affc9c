import { FavoritesPage } from '../../features/favorites/index.ts';
import { loadFavorites } from '../../features/favorites/index.server.ts';
import { UserSync } from '../../features/lk/index.ts';
import { requireUser } from '../../features/lk/index.server.ts';
import type { Route } from './+types/favorites';

// SPEC 2.9 /lk/favorites/: the favourites, synced with the account, inside the personal area.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireUser(context, request), ...loadFavorites(context) };
}

export function meta() {
  return [{ title: 'Избранное' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { user, ...links } = loaderData;
  return (
    <>
      <UserSync user={user} />
      <FavoritesPage {...links} />
    </>
  );
}
