import { OrderPage } from '../../features/lk/index.ts';
import { loadOrder } from '../../features/lk/index.server.ts';
import type { Route } from './+types/order';

// SPEC 2.9 /lk/orders/{order}/: one service order.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOrder(request, context, params.order);
}

export function meta() {
  return [{ title: 'Заказ-наряд' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrderPage {...loaderData} />;
}
