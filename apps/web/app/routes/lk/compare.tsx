import { ComparePage } from '../../features/compare/index.ts';
import { loadCompare } from '../../features/compare/index.server.ts';
import { UserSync } from '../../features/lk/index.ts';
import { requireUser } from '../../features/lk/index.server.ts';
import type { Route } from './+types/compare';

// SPEC 2.9 /lk/compare/: the compare list, synced with the account, inside the personal area.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireUser(context, request), ...loadCompare(context) };
}

export function meta() {
  return [{ title: 'Сравнение автомобилей' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { user, ...links } = loaderData;
  return (
    <>
      <UserSync user={user} />
      <ComparePage {...links} />
    </>
  );
}
