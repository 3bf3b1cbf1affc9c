import { WorkPage } from '../../features/lk/index.ts';
import { loadOrderWork } from '../../features/lk/index.server.ts';
import type { Route } from './+types/order-work';

// SPEC 2.9 /lk/orders/{order}/{work}/: one work of a service order.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOrderWork(request, context, params);
}

export function meta() {
  return [{ title: 'Работа заказ-наряда' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <WorkPage {...loaderData} />;
}
