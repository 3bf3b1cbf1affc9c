import { CheckoutPage } from '../../features/store/index.ts';
import { apiContext } from '../../shared/api/context.ts';
import { notFound } from '../../shared/navigation/chain.server.ts';
import type { Route } from './+types/checkout';

const CODE = /^[1-9]\d{0,9}-[0-9a-f]{24}$/;

// /checkout/{code}/ (issue 31): the order's page by its signed code, for the buyer with or
// without an account; a code that is not one is a 404 before the API is asked.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!CODE.test(params.id)) throw notFound(new URL(request.url).pathname);
  const order = await context
    .get(apiContext)
    .get('/store/order/checkout/:code', { params: { code: params.id } });
  if (!order) throw new Response('Сервис временно недоступен', { status: 503 });
  return { order, embedded: new URL(request.url).pathname.startsWith('/iframe/') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Заказ № ${loaderData.order.id}` : 'Заказ' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage order={loaderData.order} embedded={loaderData.embedded} />;
}
