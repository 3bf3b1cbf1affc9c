import { LoyaltyPage } from '../../features/lk/index.ts';
import { loadLoyalty } from '../../features/lk/index.server.ts';
import type { Route } from './+types/loyalty';

// SPEC 2.9 /lk/loyalty/ (first holding): balance and history.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadLoyalty(request, context);
}

export function meta() {
  return [{ title: 'Программа лояльности' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LoyaltyPage {...loaderData} />;
}
