import { OrdersPage } from '../../features/lk/index.ts';
import { loadOrders } from '../../features/lk/index.server.ts';
import type { Route } from './+types/orders';

// SPEC 2.9 /lk/orders/: service orders and purchases.
export function loader({ request, context }: Route.LoaderArgs) {
  return loadOrders(request, context);
}

export function meta() {
  return [{ title: 'Заявки и заказы' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrdersPage {...loaderData} />;
}
