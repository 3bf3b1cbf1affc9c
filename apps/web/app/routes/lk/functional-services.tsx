import { holdingExposes } from '@dealer/domain';
import { FunctionalServicesPage } from '../../features/lk/index.ts';
import { siteContext } from '../../shared/site/context.ts';
import type { Route } from './+types/functional-services';

// SPEC 2.9 /lk/functional-services/: the public tour of the personal area.
export function loader({ context }: Route.LoaderArgs) {
  return { loyalty: holdingExposes(context.get(siteContext).holdingId, 'loyalty') };
}

export function meta() {
  return [{ title: 'Возможности личного кабинета' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <FunctionalServicesPage loyalty={loaderData.loyalty} />;
}
