import { OrderPage } from '../../features/lk/index.ts';
import { loadSalesOrder } from '../../features/lk/index.server.ts';
import type { Route } from './+types/sales-order';

// SPEC 2.9 /lk/orders/sales/{work}/: one purchase.
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSalesOrder(request, context, params.work);
}

export function meta() {
  return [{ title: 'Покупка' }, { name: 'robots', content: 'noindex' }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrderPage {...loaderData} />;
}
