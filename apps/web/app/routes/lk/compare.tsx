import { ComparePage } from '../../features/compare/index.ts';
import { loadCompare } from '../../features/compare/index.server.ts';
import { UserSync } from '../../features/lk/index.ts';
import { requireUser } from '../../features/lk/index.server.ts';
import { listResponse } from '../../shared/lists/load-list.server.ts';
import type { Route } from './+types/compare';

// SPEC 2.9 /lk/compare/: the compare list, synced with the account, inside the personal area.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return listResponse({ user, ...(await loadCompare(context, request)) });
}

export function meta() {
  return [{ title: 'Сравнение автомобилей' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { user, ...page } = loaderData;
  return (
    <>
      <UserSync user={user} />
      <ComparePage {...page} />
    </>
  );
}
